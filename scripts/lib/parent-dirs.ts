import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Makes the folder of each file about to be written, each folder once: the build writes tens of
 * thousands of pages into a few hundred folders, and renames content files into thousands.
 */
export function parentDirs(): (file: string) => void {
  const made = new Set<string>();
  return (file) => {
    const dir = dirname(file);
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
}
