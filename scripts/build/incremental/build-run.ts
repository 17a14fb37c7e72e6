/**
 * The incremental build's state within one prerender process. Vite loads the config afresh for
 * the client and the server build, so, like the brand vault, it lives on globalThis: the plan
 * made before the client build and the shared modules seen by the server build reach the page
 * loop whichever copy of the config runs it.
 */
import { createHash } from 'node:crypto';
import type { BuildPlan } from './build-plan';

const STORE = Symbol.for('quorvia.incrementalBuild');
interface BuildRun {
  plan?: BuildPlan;
  shared: Map<string, string>;
  /** The content files' hashes by file name (content-reuse.ts), for the next build. */
  contentHashes?: Record<string, string>;
}
const store = globalThis as { [STORE]?: BuildRun };
const run = (): BuildRun => (store[STORE] ??= { shared: new Map<string, string>() });

export function setPlan(plan: BuildPlan): void {
  run().plan = plan;
}

export function currentPlan(): BuildPlan | undefined {
  return run().plan;
}

export function setContentHashes(hashes: Record<string, string>): void {
  run().contentHashes = hashes;
}

export function contentHashes(): Record<string, string> {
  return run().contentHashes ?? {};
}

/**
 * Generated modules every page may render from (the shell's latest posts, the environment page's
 * plans, ...), except those whose effect on a page its fingerprint already holds: translations
 * (per page and namespace), the brand vault (the brand pages' loader data) and the content ids
 * (which pages exist). A new generated module counts for every page until it is listed here.
 */
const PER_PAGE = [/^\0virtual:locale\//, /^\0virtual:brand-vault$/, /^\0virtual:content-ids$/];

export function recordSharedModule(id: string, code: string): void {
  if (!id.startsWith('\0') || PER_PAGE.some((pattern) => pattern.test(id))) return;
  run().shared.set(id, createHash('sha256').update(code).digest('hex'));
}

export function sharedModulesHash(): string {
  const hash = createHash('sha256');
  for (const [id, digest] of [...run().shared].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${id}\0${digest}\0`);
  return hash.digest('hex');
}

export function sharedModuleIds(): string[] {
  return [...run().shared.keys()].sort();
}
