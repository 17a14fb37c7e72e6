import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetPages } from './contact-sheet';

function fakeDist(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'sheet-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '<!doctype html><title>x</title>');
  }
  return dir;
}

describe('contact sheet pages', () => {
  it('takes one page per route pattern and requested language, skipping stubs and not-found pages', () => {
    const dist = fakeDist(['index.html', 'fr.html', 'lu.html', 'es.html', 'hub.html', 'hub/a.html', 'hub/b.html', 'fr/hub/a.html', '404.html', 'fr/404.html', 'en/hub.html']);
    const pages = sheetPages(dist, ['en', 'fr', 'lu']);
    expect(pages.map((p) => `${p.pattern} ${p.lang} ${p.url}`)).toEqual(['home en /', 'home fr /fr', 'home lu /lu', 'hub en /hub', 'hub-article en /hub/a', 'hub-article fr /fr/hub/a']);
  });
});
