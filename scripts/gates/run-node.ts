import { spawnSync } from 'node:child_process';

/**
 * Runs Node on the given arguments from the project root; fails with the end of its output. Returns
 * stdout. A development site unless `env` says otherwise: a build is production unless told so.
 */
export function runNode(args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', SITE_ENV: 'development', ...env },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited with ${result.status}:\n${`${result.stdout}\n${result.stderr}`.slice(-4000)}`);
  return result.stdout;
}

/**
 * `npm run build` into OUT_DIR (scripts/build/run/run-build.ts: a folder beside it, renamed over it
 * once every step has passed), with every step's own output passed through for the gates to read.
 */
export function buildSite(env: NodeJS.ProcessEnv): string {
  return runNode(['--import', 'tsx', 'scripts/build/run/run-build.ts'], { ...env, BUILD_VERBOSE: '1' });
}
