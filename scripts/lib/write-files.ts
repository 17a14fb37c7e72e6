/**
 * Writes many small files at once (the content files: 36,000 at 10,000 posts). One after another,
 * each write waits for the disk; a few in flight keep libuv's threads and both cores busy: 36,000
 * files took 2.5 to 4.2 s against 4.2 to 8.7 s one after another on this machine's disk.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const IN_FLIGHT = 16;

export async function writeFiles(root: string, files: ReadonlyArray<{ fileName: string; source: string | Uint8Array }>): Promise<void> {
  // Each folder is made once, and every file in it waits for that.
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string) => {
    let made = folders.get(dir);
    if (!made) folders.set(dir, (made = mkdir(dir, { recursive: true })));
    return made;
  };
  let next = 0;
  const writer = async () => {
    while (next < files.length) {
      const { fileName, source } = files[next++]!;
      const file = join(root, fileName);
      await folder(dirname(file));
      await writeFile(file, source);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, files.length) }, writer));
}
