/**
 * vite-react-ssg's own page loop (BUILD_WORKERS=0) writes a loader data file per page and a
 * manifest of them all, and with workers it still writes an empty manifest. The browser reads a
 * page's route data from the page itself (src/lib/routing/page-data-loader.ts), so none of them
 * is served: at 10,000 posts they were 85,000 files and a manifest of several megabytes.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const DATA_DIR = 'static-loader-data';
const MANIFEST = /^static-loader-data-manifest-[^/]+\.json$/;

/** Deletes the loader data folder and manifests from `dist`; returns how many files there were. */
export function dropLoaderData(dist: string): number {
  let files = 0;
  const dataDir = join(dist, DATA_DIR);
  try {
    files += readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  } catch {
    // No folder: the page workers write none.
  }
  rmSync(dataDir, { recursive: true, force: true });
  for (const name of readdirSync(dist).filter((entry) => MANIFEST.test(entry))) {
    rmSync(join(dist, name));
    files += 1;
  }
  return files;
}
