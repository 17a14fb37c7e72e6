/**
 * Docs and code comments speak of the project, not of the tracker: a tracker's item number means
 * nothing to a newcomer reading the tree, and it goes stale when the item closes. This finds such
 * references ("issue" or "issues" followed by a number, with or without "#") in tracked text files.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { trackedFiles } from './tracked-files';

const REFERENCE = /\bissues?\s*#?\s*\d+/gi;

/** Folders of data the tree carries as it is (editors' content), and files no one writes by hand. */
const SKIPPED = [/^content\//, /^node_modules\//, /(^|\/)package-lock\.json$/, /\.(png|jpe?g|webp|avif|gif|ico|woff2?|mp4|webm|pdf)$/i];

export interface IssueReference {
  file: string;
  line: number;
  text: string;
}

/** Each reference in a text, with its 1-based line. */
export function issueReferencesIn(text: string, file = ''): IssueReference[] {
  const found: IssueReference[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(REFERENCE)) found.push({ file, line: index + 1, text: match[0] });
  });
  return found;
}

/** Every reference in the tracked files under root, outside the skipped folders; null outside a git checkout. */
export function trackedIssueReferences(root: string): IssueReference[] | null {
  const files = trackedFiles(root);
  if (!files) return null;
  return files
    .filter((file) => !SKIPPED.some((rule) => rule.test(file)))
    .flatMap((file) => {
      const full = join(root, file);
      try {
        // A file deleted in the work tree but still in the index holds nothing any more.
        return statSync(full).isFile() ? issueReferencesIn(readFileSync(full, 'utf8'), file) : [];
      } catch {
        return [];
      }
    });
}
