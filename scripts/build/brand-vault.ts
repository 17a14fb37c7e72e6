import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import type { Content } from '../../src/content/content-types';
import { PRESS_PHOTOS_DIR } from '../../src/content/brand/load-press-photos';
import { LOCALES, type LocaleKey } from '../../src/lib/i18n/locales';
import { deriveKey, fromBase64, newKeyParams, seal, type KeyParams, type SealedBox } from '../../src/lib/vault/sealed-box';
import type { AssetsVault, GatedBrandCopy, GuidelinesVault, LogoFileKey, PressPerson } from '../../src/features/brand/gated-content';
import { mergeMessages, readLocaleFolder, type Messages } from '../lib/locale-files';
import { brandPassword } from './brand-password';

export type GatedPage = 'assets' | 'guidelines';

export interface BrandVault {
  params: KeyParams;
  boxes: Record<GatedPage, Record<LocaleKey, SealedBox>>;
  /** Files published under /download/brand/{token}/ (photos, previews, logos). */
  files: Array<{ fileName: string; source: Buffer | string }>;
}

interface VaultOptions {
  contentDir: string;
  localesDir: string;
  publicDir: string;
  content: Content;
}

const DOWNLOADS = 'download/brand';
const PREVIEW_WIDTH = 800;

/**
 * The download folder's name is derived from the password, so the photos sit at an address
 * nobody can guess without it. It costs as much to attack as the gate: PBKDF2-SHA-256 with the
 * vault's own rounds and per-build random salt (published with the vault), so the folder moves on
 * every build. The salt gets a suffix: with the vault's salt alone the name would be the first
 * bits of the AES key itself. 80 bits of output.
 */
export async function downloadToken(password: string, params: KeyParams): Promise<string> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const salt = new Uint8Array([...fromBase64(params.salt), ...new TextEncoder().encode('/brand-downloads')]);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: params.iterations }, material, 80);
  return [...new Uint8Array(bits)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Each language's gated copy; override sets (uk) are laid over English like the public copy. */
function gatedCopy(localesDir: string): Record<LocaleKey, GatedBrandCopy> {
  const read = (key: string) => (readLocaleFolder(localesDir, join(key, 'gated')).brand ?? {}) as Messages;
  const english = read('en');
  const out = {} as Record<LocaleKey, GatedBrandCopy>;
  for (const locale of LOCALES) {
    const own = read(locale.key);
    const copy = locale.resources === 'override' ? mergeMessages(english, own) : own;
    // A language without its gated copy would unlock to an empty page; npm run i18n:check names the keys.
    if (typeof copy.assets !== 'object' || typeof copy.guidelines !== 'object') {
      throw new Error(`locales/${locale.key}/gated/brand.json is missing or lacks "assets" and "guidelines" (run npm run i18n:check)`);
    }
    out[locale.key] = copy as unknown as GatedBrandCopy;
  }
  return out;
}

async function pressPeople(options: VaultOptions, dir: string, files: BrandVault['files']): Promise<PressPerson[]> {
  return Promise.all(
    options.content.pressPhotos.map(async (person) => ({
      id: person.id,
      title: person.title,
      text: person.text,
      description: person.description,
      photos: await Promise.all(
        person.downloads.map(async (download) => {
          const source = readFileSync(join(options.contentDir, PRESS_PHOTOS_DIR, download.file));
          const previewName = `${basename(download.file, extname(download.file))}-preview.webp`;
          const preview = await sharp(source).resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer({ resolveWithObject: true });
          files.push({ fileName: `${dir}/${download.file}`, source }, { fileName: `${dir}/${previewName}`, source: preview.data });
          return {
            href: `/${dir}/${download.file}`,
            preview: `/${dir}/${previewName}`,
            width: preview.info.width,
            height: preview.info.height,
            name: download.name ?? null,
          };
        }),
      ),
    })),
  );
}

async function logoFiles(publicDir: string, dir: string, files: BrandVault['files']): Promise<GuidelinesVault['logos']> {
  const svg = (name: string) => readFileSync(join(publicDir, 'brand', name));
  const png = (name: string) => sharp(svg(name), { density: 900 }).resize({ width: 2000 }).png({ compressionLevel: 9 }).toBuffer();
  const entries: Array<[LogoFileKey, string, Buffer | Promise<Buffer>]> = [
    ['logoSvg', 'quorvia-logo.svg', svg('logo.svg')],
    ['logoPng', 'quorvia-logo.png', png('logo.svg')],
    ['lightSvg', 'quorvia-logo-light.svg', svg('logo-light.svg')],
    ['lightPng', 'quorvia-logo-light.png', png('logo-light.svg')],
    ['symbolSvg', 'quorvia-symbol.svg', svg('symbol.svg')],
  ];
  return Promise.all(
    entries.map(async ([key, name, source]) => {
      files.push({ fileName: `${dir}/${name}`, source: await source });
      return { key, href: `/${dir}/${name}` };
    }),
  );
}

/**
 * Seals the gated brand content once per build: a fresh salt, one key from the password, one box
 * per page and language. Nothing in the result is readable without the password.
 */
export async function buildBrandVault(options: VaultOptions): Promise<BrandVault> {
  const password = brandPassword();
  const params = newKeyParams();
  const key = await deriveKey(password, params, ['encrypt']);
  const dir = `${DOWNLOADS}/${await downloadToken(password, params)}`;
  const files: BrandVault['files'] = [];
  const people = await pressPeople(options, dir, files);
  const logos = await logoFiles(options.publicDir, dir, files);
  const copy = gatedCopy(options.localesDir);
  const boxes: BrandVault['boxes'] = { assets: {} as Record<LocaleKey, SealedBox>, guidelines: {} as Record<LocaleKey, SealedBox> };
  for (const locale of LOCALES) {
    const own = copy[locale.key];
    boxes.assets[locale.key] = await seal({ copy: own.assets, people } satisfies AssetsVault, key);
    boxes.guidelines[locale.key] = await seal({ copy: own.guidelines, logos } satisfies GuidelinesVault, key);
  }
  return { params, boxes, files };
}
