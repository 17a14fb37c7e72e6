import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const FIXTURES = resolve('scripts/gates/fixtures');

/**
 * A copy of a fixture's content folder (scripts/gates/fixtures/), plus the shipped legal
 * documents when the fixture has none: those pages are not what the fixtures test.
 */
export function fixtureContentDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `quorvia-${name}-`));
  cpSync(join(FIXTURES, name), dir, { recursive: true });
  if (!existsSync(join(dir, 'legal'))) cpSync(resolve('content/legal'), join(dir, 'legal'), { recursive: true });
  return dir;
}
