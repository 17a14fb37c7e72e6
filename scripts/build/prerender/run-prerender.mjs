/**
 * The build's prerender step: vite-react-ssg's own build, with two changes measured by
 * `npm run bench` (docs/performance.md, "Build throughput"):
 * - React's production server renderer (NODE_ENV=production); the development build checks every
 *   element and made rendering three times slower.
 * - vite-react-ssg's use of jsdom (parse each finished page, add preload links, serialise it
 *   again) is answered by light-dom.mjs, which adds the same links to the string. jsdom took more
 *   time per page than React itself, and scripts/build/page-assets.ts rewrites the preloads anyway.
 * The bundling runs in a child process that leaves the page loop's job in a file and exits; this
 * process then runs the page loop (run-page-loop.ts), without the 1.2 GB bundling left behind at
 * 10,000 posts. vite-react-ssg's own loop (BUILD_WORKERS=0) and the comparison of both loops
 * (PAGE_LOOP_COMPARE_DIR) run in one process, as does PAGE_LOOP_IN_PROCESS=1.
 * Plain JavaScript so that no TypeScript loader sits between Node and the hooks.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
const env = process.env;
const oneProcess = env.PAGE_LOOP_JOB_FILE || env.BUILD_WORKERS === '0' || env.PAGE_LOOP_COMPARE_DIR || env.PAGE_LOOP_IN_PROCESS === '1';

if (oneProcess) {
  register('./light-dom-hooks.mjs', import.meta.url);
  const { build } = await import('vite-react-ssg/node');
  await build({}, {});
} else {
  const dir = mkdtempSync(join(tmpdir(), 'quorvia-page-loop-'));
  const jobFile = join(dir, 'job.json');
  try {
    const bundling = spawn(process.execPath, [fileURLToPath(import.meta.url)], { stdio: 'inherit', env: { ...env, PAGE_LOOP_JOB_FILE: jobFile } });
    const code = await new Promise((done) => bundling.on('exit', (exitCode) => done(exitCode ?? 1)));
    if (code !== 0) process.exitCode = code;
    else if (existsSync(jobFile)) {
      const { tsImport } = await import('tsx/esm/api');
      const { runPageLoopFile } = await tsImport('./run-page-loop.ts', import.meta.url);
      await runPageLoopFile(jobFile);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
