import { existsSync, mkdirSync, statSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parentDirs } from '../../lib/parent-dirs';
import type { PageCacheState } from './page-cache';
import { linkReusedPage, reuseCandidates } from './reuse-pages';

const root = mkdtempSync(join(tmpdir(), 'reuse-pages-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const page = (fingerprint: string, oembed: string | null, stub: string | null) => ({ fingerprint, sitemap: null, oembed, stub });
const state = {
  pages: {
    'hub.html': page('f-hub', 'assets/pages/hub.oembed.json', 'en/hub.html'),
    'fr/hub.html': page('f-fr-hub', null, null),
    'about.html': page('f-about', null, null),
    'careers.html': page('f-careers', null, null),
  },
} as unknown as PageCacheState;

describe('reuse of the previous build', () => {
  it('offers the pages whose files are there and can be renamed safely, with those files', () => {
    const previous = folder('previous-a', {
      'hub.html': '<script type="module" src="/static/app-1.js"></script>',
      'assets/pages/hub.oembed.json': '{"title":"Hub"}',
      'en/hub.html': '<meta http-equiv="refresh" content="0; url=/hub">',
      'fr/hub.html': '<p>hub</p>',
      // Its name sits in an inline script, whose CSP hash a rename would change.
      'careers.html': '<script>import("/static/app-1.js")</script>',
    });
    const renames = new Map([['static/app-1.js', 'static/app-2.js']]);
    const candidates = reuseCandidates(state, previous, ['/hub', '/fr/hub', '/about', '/careers', '/new'], renames);
    expect(Object.keys(candidates)).toEqual(['/hub', '/fr/hub']);
    expect(candidates['/hub']).toEqual({
      record: { fingerprint: 'f-hub' },
      files: [
        { file: 'hub.html', kind: 'html' },
        { file: 'assets/pages/hub.oembed.json', kind: 'data' },
        { file: 'en/hub.html', kind: 'html' },
      ],
    });
  });

  it('links a page with its oEmbed file and stub over, renaming hashed names on the way', () => {
    const previous = folder('previous-b', {
      'hub.html': '<script type="module" src="/static/app-1.js"></script>',
      'assets/pages/hub.oembed.json': '{"title":"Hub"}',
      'en/hub.html': '<meta http-equiv="refresh" content="0; url=/hub">',
    });
    const out = join(root, 'out-b');
    const { files } = reuseCandidates(state, previous, ['/hub'], new Map())['/hub']!;
    linkReusedPage(files, previous, out, new Map([['static/app-1.js', 'static/app-2.js']]), parentDirs());
    expect(readFileSync(join(out, 'hub.html'), 'utf8')).toBe('<script type="module" src="/static/app-2.js"></script>');
    expect(readFileSync(join(out, 'assets/pages/hub.oembed.json'), 'utf8')).toBe('{"title":"Hub"}');
    expect(existsSync(join(out, 'en/hub.html'))).toBe(true);

    // The previous build stays whole: the renamed page was written anew, not edited in place.
    expect(readFileSync(join(previous, 'hub.html'), 'utf8')).toBe('<script type="module" src="/static/app-1.js"></script>');

    // With nothing to rename, the files are linked, not copied, and stay in the previous build too.
    const again = folder('previous-c', { 'fr/hub.html': '<p>hub</p>' });
    linkReusedPage([{ file: 'fr/hub.html', kind: 'html' }], again, out, new Map(), parentDirs());
    expect(readFileSync(join(out, 'fr/hub.html'), 'utf8')).toBe('<p>hub</p>');
    expect(statSync(join(out, 'fr/hub.html')).ino).toBe(statSync(join(again, 'fr/hub.html')).ino);
  });
});
