import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Files only in one folder, and files whose bytes differ; empty when the folders are the same.
 * `ignore` leaves out files that differ between any two builds (the brand vault's).
 */
export function compareDirs(a: string, b: string, ignore: (file: string) => boolean = () => false): { onlyInA: string[]; onlyInB: string[]; different: string[]; compared: number } {
  const inA = listFiles(a).filter((file) => !ignore(file));
  const inB = new Set(listFiles(b).filter((file) => !ignore(file)));
  const onlyInA = inA.filter((file) => !inB.has(file));
  const inBoth = inA.filter((file) => inB.has(file));
  const setA = new Set(inA);
  const onlyInB = [...inB].filter((file) => !setA.has(file));
  const different = inBoth.filter((file) => !readFileSync(join(a, file)).equals(readFileSync(join(b, file))));
  return { onlyInA, onlyInB, different, compared: inBoth.length };
}
