/**
 * The gated brand pages keep their secret: no file of dist/ holds the password or any gated text
 * (in plain, JSON-escaped or HTML-escaped form), and each page's sealed box opens with the
 * password, and only with it, to its own language's copy. Runs after `npm run build`.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/i18n/locales';
import { localizeHref } from '../../src/lib/i18n/localize-path';
import { deriveKey, openBox, WrongPasswordError, type KeyParams, type SealedBox } from '../../src/lib/vault/sealed-box';
import type { AssetsVault, GuidelinesVault } from '../../src/features/brand/gated-content';
import { unlockPassword } from '../build/brand-password';
import { trackedFilesHolding } from '../lib/tracked-files';
import { flattenMessages, readLocaleFolder } from '../lib/locale-files';
import { listFiles } from '../lib/dist-pages';
import { readPageHydration } from '../../src/lib/routing/page-hydration';

const DIST = resolve('dist');
const password = unlockPassword();

/** Every gated sentence: strings this long cannot appear by chance in public copy. */
function gatedStrings(): string[] {
  const out = new Set<string>();
  for (const locale of LOCALES) {
    const gated = readLocaleFolder(resolve('locales'), join(locale.key, 'gated'));
    for (const messages of Object.values(gated)) for (const value of flattenMessages(messages).values()) if (value.length >= 24) out.add(value);
  }
  const press = JSON.parse(readFileSync(resolve('content/brand/press-photos.json'), 'utf8')) as Array<{ text: string; description: string }>;
  for (const person of press) out.add(person.description);
  return [...out];
}

const htmlEscaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** JSON with non-ASCII characters as \\u escapes, as some bundlers write strings. */
const asciiJson = (s: string, upper: boolean) =>
  JSON.stringify(s)
    .slice(1, -1)
    .replace(/[\u007f-\uffff]/g, (c) => {
      const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
      return `\\u${upper ? hex.toUpperCase() : hex}`;
    });
const forms = (s: string) => [...new Set([s, JSON.stringify(s).slice(1, -1), asciiJson(s, false), asciiJson(s, true), htmlEscaped(s), s.replace(/'/g, '&#39;')])];

/** Every file of `dir` that holds the password or a secret in any of its forms. */
function leaksIn(dir: string, secrets: readonly string[]): string[] {
  const leaks: string[] = [];
  for (const file of listFiles(dir)) {
    const bytes = readFileSync(join(dir, file));
    const text = bytes.toString('utf8');
    if (bytes.toString('latin1').includes(password) || text.includes(password)) leaks.push(`${file}: the password`);
    for (const secret of secrets) if (forms(secret).some((form) => text.includes(form))) leaks.push(`${file}: "${secret.slice(0, 50)}..."`);
  }
  return leaks;
}

function vaultOf(file: string): { params: KeyParams; box: SealedBox } {
  const html = readFileSync(join(DIST, file), 'utf8');
  const data = readPageHydration(html);
  if (!data) throw new Error(`${file}: no hydration data`);
  const vault = Object.values(data.loaderData).find((v): v is { params: KeyParams; box: SealedBox } => Boolean(v && typeof v === 'object' && 'box' in v));
  if (!vault) throw new Error(`${file}: no sealed box in the loader data`);
  return vault;
}

beforeAll(() => {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('Build the site first (npm run build): these tests read dist/.');
});

describe('brand vault in dist/', () => {
  it('no file holds the password or a gated text', () => {
    const secrets = gatedStrings();
    expect(secrets.length).toBeGreaterThan(40);
    expect(leaksIn(DIST, secrets)).toEqual([]);
  });

  it('the password the pages are sealed with is in no file of the repository', () => {
    expect(trackedFilesHolding(password)).toEqual([]);
  });

  it('the leak check finds a planted gated text (JSON-escaped in a bundle) and the password (in a page)', () => {
    const secrets = gatedStrings();
    const french = secrets.find((s) => /[«é]/.test(s)) ?? '';
    const dir = mkdtempSync(join(tmpdir(), 'quorvia-vault-'));
    mkdirSync(join(dir, 'static'));
    // As esbuild writes with charset=ascii: every non-ASCII character as an upper-case \uXXXX escape.
    const escaped = JSON.stringify(french).replace(/[^\x00-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
    writeFileSync(join(dir, 'static', 'app.js'), `const copy = { text: ${escaped} };`);
    writeFileSync(join(dir, 'static', 'plain.js'), `const copy = ${JSON.stringify(french)};`);
    writeFileSync(join(dir, 'page.html'), `<p>${htmlEscaped(secrets[0] ?? '')}</p><input value="${password}">`);
    expect(leaksIn(dir, secrets).map((leak) => leak.split(':')[0])).toEqual(['page.html', 'page.html', 'static/app.js', 'static/plain.js']);
  });

  it('the downloads sit in a folder derived from the password, not at a guessable address', () => {
    const downloads = listFiles(join(DIST, 'download'));
    expect(downloads.length).toBeGreaterThan(0);
    for (const file of downloads) expect(file).toMatch(/^brand\/[0-9a-f]{20}\/[a-z0-9-]+\.(jpg|png|webp|svg)$/);
  });

  it.each(LOCALES.map((l) => [l.key, l] as const))('%s: the right password opens each page to its own copy, a wrong one does not', async (_key, locale) => {
    const english = (await import('../../locales/en/gated/brand.json')).default;
    for (const page of ['assets', 'guidelines'] as const) {
      const file = `${localizeHref(`/brand/${page}`, locale.key).slice(1)}.html`;
      const { params, box } = vaultOf(file);
      await expect(openBox(box, await deriveKey(`${password}x`, params))).rejects.toBeInstanceOf(WrongPasswordError);
      const content = await openBox<AssetsVault | GuidelinesVault>(box, await deriveKey(password, params));
      if (page === 'assets') {
        const assets = content as AssetsVault;
        expect(assets.people.map((p) => p.id)).toEqual(['mathilde-reuland', 'dariusz-olech']);
        for (const photo of assets.people.flatMap((p) => p.photos)) {
          expect(existsSync(join(DIST, photo.href)), photo.href).toBe(true);
          expect(existsSync(join(DIST, photo.preview)), photo.preview).toBe(true);
        }
        // English and British English share this sentence; every other language has its own.
        if (locale.key !== 'en' && locale.key !== 'uk') expect(assets.copy.intro.title).not.toBe(english.assets.intro.title);
      } else {
        const guidelines = content as GuidelinesVault;
        expect(guidelines.logos).toHaveLength(5);
        for (const logo of guidelines.logos) expect(existsSync(join(DIST, logo.href)), logo.href).toBe(true);
        if (locale.key !== 'en' && locale.key !== 'uk') expect(guidelines.copy.purpose.p1).not.toBe(english.guidelines.purpose.p1);
        if (locale.key === 'uk') expect(guidelines.copy.practices.colours).toContain('colours');
      }
    }
  });
});
