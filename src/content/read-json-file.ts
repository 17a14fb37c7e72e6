import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from './content-error';
import { BOM_WARNING, describeSyntaxError, parseJson } from './json-syntax';

export type ReadResult =
  | {
      ok: true;
      data: unknown;
      /** The file as committed, without a byte order mark (published under /assets/). */
      raw: string;
      /** What the reader should know though the file was read (a byte order mark). */
      warnings: ContentProblem[];
    }
  | { ok: false; problem: ContentProblem };

export function readJsonFile(contentDir: string, file: string, options: { optional?: boolean } = {}): ReadResult {
  const full = join(contentDir, file);
  if (!existsSync(full)) {
    if (options.optional) return { ok: true, data: [], raw: '[]', warnings: [] };
    return { ok: false, problem: { file, path: '', message: 'file is missing' } };
  }
  const parsed = parseJson(readFileSync(full, 'utf8'));
  // The message ends with "(line L, column C)", where the dev overlay and the code frame look.
  if (!parsed.ok) return { ok: false, problem: { file, path: '', message: describeSyntaxError(parsed.error) } };
  return { ok: true, data: parsed.data, raw: parsed.text, warnings: parsed.bom ? [{ file, path: '', message: BOM_WARNING }] : [] };
}
