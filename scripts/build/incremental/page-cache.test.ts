import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheSlot } from './page-cache';

const root = mkdtempSync(join(tmpdir(), 'quorvia-page-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function until(check: () => boolean, seconds = 20): Promise<boolean> {
  for (let waited = 0; waited < seconds * 10; waited += 1) {
    if (check()) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return check();
}

describe('page cache slot', () => {
  it('sets the previous build aside at the end and deletes it in the background', async () => {
    const slot = cacheSlot(root, join(root, 'dist'));
    mkdirSync(join(slot.previousDir, 'hub'), { recursive: true });
    for (let i = 0; i < 200; i += 1) writeFileSync(join(slot.previousDir, 'hub', `p${i}.html`), '<p>old</p>');
    writeFileSync(join(slot.dir, 'previous.json'), '{}');
    writeFileSync(join(slot.dir, 'run.json'), '{}');
    writeFileSync(join(slot.dir, 'state.json'), '{}');
    slot.finishRun();
    // Gone from where the next build looks at once; the files themselves go a little later.
    expect(existsSync(slot.previousDir)).toBe(false);
    expect(readdirSync(slot.dir).filter((name) => !name.startsWith('trash-'))).toEqual(['state.json']);
    expect(await until(() => readdirSync(slot.dir).length === 1)).toBe(true);
  });

  it('deletes what an interrupted background deletion left when the next build starts', async () => {
    const slot = cacheSlot(root, join(root, 'other'));
    mkdirSync(join(slot.dir, 'trash-1-2', 'hub'), { recursive: true });
    writeFileSync(join(slot.dir, 'trash-1-2', 'hub', 'a.html'), '<p>old</p>');
    slot.clearRun();
    expect(await until(() => !existsSync(join(slot.dir, 'trash-1-2')))).toBe(true);
  });
});
