/**
 * Full or incremental: decided once per build, before vite-react-ssg's client build empties the
 * output folder, and printed as one line. Incremental when the previous build of the same folder
 * finished with the same code key (code-key.ts); BUILD_INCREMENTAL=0 forces a full build.
 */
import { existsSync } from 'node:fs';
import { codeKey } from './code-key';
import { cacheSlot, type CacheSlot, type PageCacheState } from './page-cache';

export interface BuildPlan {
  slot: CacheSlot;
  codeKey: string;
  /** The previous build's state, when this build is incremental. */
  previous?: PageCacheState;
  /** Where the previous build's files are, when this build is incremental (page-cache.ts). */
  previousDir?: string;
  reason: string;
}

export interface PlanInputs {
  root: string;
  /** Where this build writes. */
  outDir: string;
  /** The folder this build replaces (dist/), when it writes into a temporary one; else outDir. */
  targetDir?: string;
  contentDir: string;
  localesDir: string;
  env: NodeJS.ProcessEnv;
  /** 0: vite-react-ssg's own page loop, which this build cannot steer. */
  workers: number;
  year: number;
}

/** Why this build must be full, or null when the previous one can be reused. */
export function fullBuildReason(inputs: PlanInputs, key: string, state: PageCacheState | undefined): string | null {
  if (inputs.env.BUILD_INCREMENTAL === '0') return 'BUILD_INCREMENTAL=0';
  if (inputs.workers === 0) return "BUILD_WORKERS=0 runs vite-react-ssg's own page loop";
  if (inputs.env.PAGE_LOOP_COMPARE_DIR) return 'PAGE_LOOP_COMPARE_DIR compares both page loops';
  if (!state) return 'no previous build in the cache';
  if (state.codeKey !== key) return 'code, config or settings changed since the previous build';
  const target = inputs.targetDir ?? inputs.outDir;
  if (!existsSync(target)) return `the previous build's ${target} is gone`;
  return null;
}

export function planBuild(inputs: PlanInputs): BuildPlan {
  const slot = cacheSlot(inputs.root, inputs.targetDir ?? inputs.outDir);
  slot.clearRun();
  const key = codeKey(inputs);
  const state = slot.state();
  const reason = fullBuildReason(inputs, key, state);
  if (reason !== null) {
    // The output folder is about to be emptied: its state no longer describes anything.
    slot.forget();
    console.log(`[incremental] full build (${reason})`);
    return { slot, codeKey: key, reason };
  }
  const previousDir = slot.takePrevious(inputs.outDir, inputs.targetDir ?? inputs.outDir);
  return { slot, codeKey: key, previous: state, previousDir, reason: 'same code and config as the previous build' };
}
