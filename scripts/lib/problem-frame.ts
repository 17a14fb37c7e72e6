import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeFrame, type TextLocation } from '../../src/content/code-frame';
import { formatProblem, type ContentProblem } from '../../src/content/content-error';
import { syntaxErrorLocation } from '../../src/content/json-syntax';
import { locateJsonPath } from '../dev/json-location';

/** A problem with the place in its file an editor opens, and the lines around it. */
export interface LocatedProblem {
  problem: ContentProblem;
  /** The file's absolute path. */
  file: string;
  loc?: TextLocation;
  frame?: string;
}

/**
 * Finds each problem's place: a JSON syntax error carries its line and column in its message
 * (src/content/json-syntax.ts), any other problem is found by its JSON path. `dir` is the folder
 * the problems' files are relative to (content/ or locales/). Each file is read once.
 */
export function locateProblems(problems: readonly ContentProblem[], dir: string): LocatedProblem[] {
  const texts = new Map<string, string | null>();
  const read = (file: string) => {
    if (!texts.has(file)) texts.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
    return texts.get(file) ?? null;
  };
  return problems.map((problem) => {
    const file = join(dir, problem.file);
    const text = read(file);
    if (text === null) return { problem, file };
    const loc = syntaxErrorLocation(problem.message) ?? locateJsonPath(text, problem.path);
    // A problem about a whole file ("must be a list") gains nothing from a frame of its first line.
    if (!loc || (!problem.path && !syntaxErrorLocation(problem.message))) return { problem, file };
    return { problem, file, loc, frame: codeFrame(text.replace(/^\uFEFF/, ''), loc) };
  });
}

const indent = (text: string, by: string) => text.replace(/^/gm, by);

/**
 * A problem as the build and `npm run validate` print it: "file at path: message", and under it
 * the lines of the file around the place. `prefix` goes before the file name (`locales/`).
 */
export function formatLocatedProblem({ problem, frame }: LocatedProblem, { prefix = '', indentBy = '    ' } = {}): string {
  const line = `${prefix}${formatProblem(problem)}`;
  return frame ? `${line}\n${indent(frame, indentBy)}` : line;
}

/** One problem with its code frame; for many problems, locateProblems reads each file once. */
export function formatProblemWithFrame(problem: ContentProblem, dir: string, options: { prefix?: string; indentBy?: string } = {}): string {
  return formatLocatedProblem(locateProblems([problem], dir)[0]!, options);
}

/**
 * A list of problems as the build fails with it: a heading, each problem with its code frame, and
 * what to do next. `dir` and `prefix` as for locateProblems and formatLocatedProblem.
 */
export function problemReport(heading: string, problems: readonly ContentProblem[], dir: string, { prefix = '', footer = '' } = {}): string {
  const lines = locateProblems(problems, dir).map((located) => `  - ${formatLocatedProblem(located, { prefix, indentBy: '      ' })}`);
  return [heading, ...lines, ...(footer ? [footer] : [])].join('\n');
}
