/**
 * `npm run build`: runs the build's steps (settings check, content check, bundles, images, pages,
 * finishing) into a temporary folder beside dist/ (or OUT_DIR) and puts it in dist/'s place only
 * when every step has passed (output-folders.ts). A failed or interrupted build leaves dist/ as it
 * was and says so in its last line.
 *
 * What it prints is for a person: one line per step with its time, progress for the long ones,
 * and a summary repeating every content warning. The steps' own output goes to a log file
 * (.cache/build-logs/); DEBUG=1 (or BUILD_VERBOSE=1) shows it as it comes, stack traces included.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { basename, join, resolve } from 'node:path';
import { parseEvent } from '../build-events';
import { cleanLeftovers, displayPath, outputFolders, replaceTarget, stillServed } from './output-folders';
import { failureLines, failureReason, hasStack, isNote, plain } from './step-output';
import { formatSeconds, progressView, stepLine } from './progress-view';

interface Step {
  /** The name of its first part; a step names the parts that follow (build-events.ts). */
  name: string;
  args: string[];
}

const STEPS: readonly Step[] = [
  { name: 'settings', args: ['--import', 'tsx', 'scripts/build/check-settings.ts'] },
  { name: 'content check', args: ['--import', 'tsx', 'scripts/build/run/check-content.ts'] },
  { name: 'client bundle', args: ['scripts/build/prerender/run-prerender.mjs'] },
  { name: 'finishing', args: ['--import', 'tsx', 'scripts/build/postbuild.ts'] },
  // Last: it reads the finished pages (search-index.ts).
  { name: 'search index', args: ['--import', 'tsx', 'scripts/build/search-index.ts'] },
];

// DEBUG=1 (or BUILD_VERBOSE=1, which the gate tests set) passes every step's output through.
const debug = ['1', 'true'].includes(process.env.DEBUG ?? '') || process.env.BUILD_VERBOSE === '1';
const started = performance.now();
const target = resolve(process.env.OUT_DIR ?? 'dist');
const folders = outputFolders(target);
const shownTarget = displayPath(target);
const view = progressView(process.stdout);

const logDir = resolve('.cache/build-logs');
mkdirSync(logDir, { recursive: true });
const logFile = join(logDir, `${basename(target)}-${createHash('sha256').update(target).digest('hex').slice(0, 8)}.log`);
const log = createWriteStream(logFile);
const shownLog = displayPath(logFile).replace(/\/$/, '');

const warnings: string[] = [];
const notes: string[] = [];
let interrupted = false;
let running: ReturnType<typeof spawn> | undefined;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted = true;
    // A Ctrl+C reaches the steps from the terminal as well; a signal sent to this process alone does not.
    running?.kill(signal);
  });
}

/** Runs one step; resolves with its exit code and the lines it wrote on stderr. */
async function runStep(step: Step): Promise<{ code: number; stderr: string[]; part: string }> {
  let part = { name: step.name, at: performance.now(), detail: undefined as string | undefined };
  const endPart = () => view.line(stepLine(part.name, (performance.now() - part.at) / 1000, part.detail));
  const stderr: string[] = [];
  const child = spawn(process.execPath, step.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      OUT_DIR: folders.temp,
      BUILD_TARGET_DIR: target,
      BUILD_EVENTS: '1',
      // Vite's page of advice on its native config loader, repeated by every config load.
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    },
  });
  running = child;
  const ticker = setInterval(() => view.running(part.name, (performance.now() - part.at) / 1000), 1000);
  log.write(`\n=== ${step.name}: node ${step.args.join(' ')}\n`);
  const read = (stream: NodeJS.ReadableStream, isErr: boolean) =>
    new Promise<void>((done) => {
      const lines = createInterface({ input: stream, crlfDelay: Infinity });
      lines.on('line', (line) => {
        const event = parseEvent(line);
        if (!event) {
          log.write(`${line}\n`);
          if (debug) (isErr ? process.stderr : process.stdout).write(`${line}\n`);
          if (isErr) stderr.push(line);
          return;
        }
        if (event.kind === 'step') {
          if (event.name === part.name) return;
          endPart();
          part = { name: event.name, at: performance.now(), detail: undefined };
        } else if (event.kind === 'progress') view.progress(part.name, event.done, event.total, (performance.now() - part.at) / 1000);
        else if (event.kind === 'detail') part.detail = event.text;
        else if (event.kind === 'warning' && !warnings.includes(event.text)) warnings.push(event.text);
      });
      lines.on('close', done);
    });
  const reading = Promise.all([read(child.stdout!, false), read(child.stderr!, true)]);
  const code = await new Promise<number>((done) => child.on('close', (exitCode, signal) => done(exitCode ?? (signal ? 130 : 1))));
  await reading;
  clearInterval(ticker);
  running = undefined;
  if (code === 0) endPart();
  return { code, stderr, part: part.name };
}

function fail(stepName: string, lines: readonly string[], reason: string): never {
  view.clear();
  // An editor needs every content problem; a crash's message needs no more than a screenful.
  const shown = stepName === 'content check' ? lines : lines.slice(0, 40);
  for (const line of shown) process.stderr.write(`${line}\n`);
  if (lines.length > shown.length) process.stderr.write(`  ... ${lines.length - shown.length} more lines in ${shownLog}\n`);
  rmSync(folders.temp, { recursive: true, force: true });
  log.end();
  process.stderr.write(`Build failed in ${stepName}: ${reason}. ${stillServed(target)}\n`);
  process.exit(1);
}

function summary(): void {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  console.log(`${count(warnings.length, 'warning')}, 0 errors${warnings.length ? ':' : '.'}`);
  for (const warning of warnings) console.log(`  warning: ${warning}`);
  if (notes.length) {
    console.log('Notes:');
    for (const note of notes.slice(0, 8)) console.log(`  ${note}`);
    if (notes.length > 8) console.log(`  ... ${notes.length - 8} more in ${shownLog}`);
  }
}

for (const line of cleanLeftovers(target)) log.write(`[build] ${line}\n`);
rmSync(folders.temp, { recursive: true, force: true });
console.log(`Building ${shownTarget} (the steps' own output: ${shownLog}${debug ? '' : '; DEBUG=1 shows it here'})`);

for (const step of STEPS) {
  const { code, stderr, part } = await runStep(step);
  if (interrupted) fail(part, [], 'interrupted');
  if (code !== 0) {
    const lines = failureLines(stderr, { debug });
    if (!debug && hasStack(stderr)) lines.push(`(The stack trace is in ${shownLog}; DEBUG=1 npm run build shows it here.)`);
    if (warnings.length) lines.unshift(...warnings.map((w) => `warning: ${w}`));
    fail(part, lines, failureReason(lines.filter((l) => !l.startsWith('warning: ')), `the step exited with code ${code}`));
  }
  for (const line of stderr) {
    const text = plain(line).trim();
    if (isNote(line) && !notes.includes(text)) notes.push(text);
  }
}

// Synchronous from here on: a Ctrl+C now waits until dist/ has been replaced whole.
replaceTarget(folders);
log.end();
summary();
console.log(`Built ${shownTarget} in ${formatSeconds((performance.now() - started) / 1000)}.`);
