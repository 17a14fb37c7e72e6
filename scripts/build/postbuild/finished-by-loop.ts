/**
 * The page loop's workers finish each page as they render it (finishPage), so a page is written
 * once: at 10,000 posts, writing every page raw, reading it back and writing it finished was 5.5 GB more for a disk that
 * was the build's bottleneck. Their records wait in the output's .vite folder, which the postbuild
 * reads and then deletes; without the file (vite-react-ssg's own loop) the postbuild finishes every page.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FinishedPage } from './finish-pages';

const FILE = join('.vite', 'finished-pages.json');

export function writeFinishedByLoop(outDir: string, pages: readonly FinishedPage[]): void {
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  writeFileSync(join(outDir, FILE), JSON.stringify(pages));
}

export function readFinishedByLoop(dist: string): FinishedPage[] {
  const file = join(dist, FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FinishedPage[]) : [];
}
