/**
 * Which files git tracks that hold a given text: a secret found there is public to anyone with the
 * repository. Null when the folder is not a git checkout (a build from an exported tree), since
 * nothing can be said then.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function trackedFiles(root: string): string[] | null {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (listed.status !== 0 || listed.error) return null;
  return listed.stdout.split('\0').filter(Boolean);
}

/** The tracked files (paths relative to root) whose bytes contain `text`; null outside a git checkout. */
export function trackedFilesHolding(text: string, root: string = process.cwd()): string[] | null {
  if (!text) return [];
  const files = trackedFiles(root);
  if (!files) return null;
  const needle = Buffer.from(text, 'utf8');
  return files.filter((file) => {
    const full = join(root, file);
    try {
      // A file deleted in the work tree but still in the index holds nothing any more.
      return statSync(full).isFile() && readFileSync(full).includes(needle);
    } catch {
      return false;
    }
  });
}
