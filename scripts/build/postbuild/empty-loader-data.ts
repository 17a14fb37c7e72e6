/**
 * vite-react-ssg writes a loader data file for every page, `{}` for the pages whose routes load
 * nothing (the routes without a loader are keys with no value). Its client loader returns null
 * for a route the file lacks and null for a path the manifest lacks (vite-react-ssg/dist/index.mjs,
 * transformStaticLoaderRoute), so such a file and its manifest entry cost a file and a request
 * for nothing. Both are dropped; the manifest keeps its other entries as they were.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MANIFEST = /^static-loader-data-manifest-[^/]+\.json$/;
const EMPTY = '{}';

export function dropEmptyLoaderData(dist: string): { dropped: number; kept: number } {
  const names = readdirSync(dist).filter((name) => MANIFEST.test(name));
  if (names.length !== 1) throw new Error(`Expected one static-loader-data manifest in ${dist}, found ${names.length}`);
  const manifestFile = join(dist, names[0]!);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  const kept: Record<string, string> = {};
  let dropped = 0;
  for (const [path, file] of Object.entries(manifest)) {
    const full = join(dist, file);
    // A size check first: reading tens of thousands of data files to find the few empty ones is slow.
    if (statSync(full).size === EMPTY.length && readFileSync(full, 'utf8') === EMPTY) {
      rmSync(full);
      dropped += 1;
    } else {
      kept[path] = file;
    }
  }
  writeFileSync(manifestFile, JSON.stringify(kept));
  return { dropped, kept: Object.keys(kept).length };
}
