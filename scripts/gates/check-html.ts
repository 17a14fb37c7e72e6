import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listFiles } from '../lib/dist-pages';
import { fileURLToPath } from 'node:url';
import type { GateProblem, GateResult } from './gate';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const vnuJar = (createRequire(import.meta.url)('vnu-jar') as string).toString();

/** Checker messages that are about the checker, not the page (Java regexes over the message). */
const IGNORED = [
  // It evaluates each page's CSP against a file: URL, where 'self' never matches; the CSP gate
  // checks the policy properly.
  /.*violates Content Security Policy.*/,
  // Its CSS grammar predates properties every browser we support knows. It reads the stylesheets
  // inlined in each page (scripts/build/inline-css.ts); only these are let through, so any other
  // CSS error still fails.
  /CSS: .(?:vector-effect|container-type).: Property .(?:vector-effect|container-type). doesn't exist\./,
  /CSS: Unrecognized at-rule .@container./,
  /CSS: .mask.: Too many values or values are not recognized\./,
  // Its rule predates `<link rel="expect" blocking="render">` (HTML Standard, 2023; Chromium 124),
  // which index.html uses so a slow phone does not paint a page half-parsed.
  /A .link. element with a .blocking. attribute must have a .rel. attribute whose value is .stylesheet.\./,
];

/**
 * The Nu Html Checker (vnu-jar, on the machine's Java) over every HTML file: errors fail, warnings
 * are listed. `only` (paths relative to `dist`) narrows the check to those files: the planted-defect
 * tests check the file they broke, not the whole site again (minutes on a busy 2-core machine).
 */
export function checkHtml(dist: string, only?: readonly string[]): GateResult {
  const targets = only ? only.map((file) => join(dist, file)) : [dist];
  const args = ['-Xss4m', '-jar', vnuJar, '--format', 'json', '--skip-non-html', '--filterpattern', IGNORED.map((re) => re.source).join('|'), ...targets];
  const run = spawnSync('java', args, {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) {
    return { name: 'html', problems: [{ file: dist, message: `cannot run Java for the Nu Html Checker: ${run.error.message}` }], notes: [], checked: 'nothing' };
  }
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
  } catch {
    return { name: 'html', problems: [{ file: dist, message: `unreadable checker output: ${run.stderr.slice(0, 300)}` }], notes: [], checked: 'nothing' };
  }
  const where = (m: VnuMessage) => (m.url ? relative(dist, fileURLToPath(m.url)) : dist);
  const problems: GateProblem[] = messages
    .filter((m) => m.type !== 'info')
    .map((m) => ({ file: where(m), message: `line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ''}` }));
  const notes = messages.filter((m) => m.type === 'info').map((m) => `${where(m)} line ${m.lastLine ?? '?'}: ${m.message}`);
  problems.push(...leakedValues(dist, only));
  const scope = only ? only.join(', ') : 'every HTML file';
  return { name: 'html', problems, notes, checked: `${scope} with the Nu Html Checker, and class lists for leaked JavaScript values` };
}

/** Class tokens a template writes when a value is missing ("card undefined"): valid HTML, so the checker misses them. */
const LEAKED_CLASS = /\sclass="(?:[^"]*\s)?(undefined|null|NaN|false|\[object)(?:[\s\]][^"]*)?"/;

function leakedValues(dist: string, only?: readonly string[]): GateProblem[] {
  const problems: GateProblem[] = [];
  for (const file of only ?? listFiles(dist, (f) => f.endsWith('.html'))) {
    const leak = LEAKED_CLASS.exec(readFileSync(join(dist, file), 'utf8'));
    if (leak) problems.push({ file, message: `a class list holds "${leak[1]}": ${leak[0].trim().slice(0, 80)}` });
  }
  return problems;
}
