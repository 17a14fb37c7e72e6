import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * vite-react-ssg writes its loader data manifest's keys in the order its pages finished, which
 * differs between two of its own runs; the browser reads it as a map, so it is compared as one.
 */
const UNORDERED = /^static-loader-data-manifest-[^/]+\.json$/;

function sameMap(a: Buffer, b: Buffer): boolean {
  const entries = (buffer: Buffer) => JSON.stringify(Object.entries(JSON.parse(buffer.toString('utf8')) as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1)));
  return entries(a) === entries(b);
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
  const different = inBoth.filter((file) => {
    const x = readFileSync(join(a, file));
    const y = readFileSync(join(b, file));
    return UNORDERED.test(file) ? !sameMap(x, y) : !x.equals(y);
  });
  return { onlyInA, onlyInB, different, compared: inBoth.length };
}
