import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from './content-error';

export type ReadResult = { ok: true; data: unknown; raw: string } | { ok: false; problem: ContentProblem };

/** Turns JSON.parse's character offset into a line and column an editor can jump to. */
function locate(raw: string, message: string): string {
  const position = /position (\d+)/.exec(message);
  if (!position) return message;
  const offset = Number(position[1]);
  const before = raw.slice(0, offset).split('\n');
  return `${message.replace(/ in JSON at position \d+.*$/, '')} (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`;
}

export function readJsonFile(contentDir: string, file: string, options: { optional?: boolean } = {}): ReadResult {
  const full = join(contentDir, file);
  if (!existsSync(full)) {
    if (options.optional) return { ok: true, data: [], raw: '[]' };
    return { ok: false, problem: { file, path: '', message: 'file is missing' } };
  }
  const raw = readFileSync(full, 'utf8');
  try {
    return { ok: true, data: JSON.parse(raw) as unknown, raw };
  } catch (error) {
    return { ok: false, problem: { file, path: '', message: `not valid JSON: ${locate(raw, (error as Error).message)}` } };
  }
}
