/**
 * Which pages a contact sheet shows, and the sheet itself: one built page per route pattern in
 * each requested language (the first in file order, as the layout test samples them), and an
 * HTML index plus one PNG per language and width that put every pattern side by side.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { isNotFoundFile, isStubFile, listPages } from '../lib/dist-pages';
import { matchPageRoute } from '../../src/routes/match-page-route';
import { splitLocale } from '../../src/lib/i18n/localize-path';

export interface SheetPage {
  pattern: string;
  lang: string;
  url: string;
}

/**
 * Pages that show their real content only with a query (the built file is their empty state):
 * the sheet shoots them as a visitor arrives from a link.
 */
const SAMPLE_QUERY: Readonly<Record<string, string>> = {
  'external-link': `?dest=${encodeURIComponent('https://www.osintfoundation.example/reports/annual-2026')}`,
  'embed-preview': '?type=blog&id=small-data-beats-big-data',
  // A word of a post's body: the search page with results, as a shared link shows it.
  search: '?q=workstation',
};

/** One page per route pattern and language; patterns in route-table order of first appearance. */
export function sheetPages(dist: string, langs: readonly string[]): SheetPage[] {
  const seen = new Set<string>();
  const out: SheetPage[] = [];
  for (const page of listPages(dist)) {
    if (isStubFile(page.file) || isNotFoundFile(page.file)) continue;
    const lang = splitLocale(page.urlPath).locale.key;
    if (!langs.includes(lang)) continue;
    const pattern = matchPageRoute(page.urlPath)?.id;
    if (!pattern || seen.has(`${pattern}|${lang}`)) continue;
    seen.add(`${pattern}|${lang}`);
    out.push({ pattern, lang, url: `${page.urlPath}${SAMPLE_QUERY[pattern] ?? ''}` });
  }
  return out.sort((a, b) => a.pattern.localeCompare(b.pattern) || langs.indexOf(a.lang) - langs.indexOf(b.lang));
}

export interface Shot extends SheetPage {
  width: number;
  file: string;
}

const TILE = { 390: 180, 1440: 320 } as Record<number, number>;
/** Tall pages are cut on the sheet (the full shot is beside it); the top is what a reader judges first. */
const MAX_TILE_HEIGHT = 900;
const LABEL = 34;
const GAP = 16;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One PNG per language and width: tiles in rows, each labelled with its pattern. */
export async function writeSheets(out: string, shots: readonly Shot[]): Promise<string[]> {
  const files: string[] = [];
  const groups = new Map<string, Shot[]>();
  for (const shot of shots) groups.set(`${shot.lang}-${shot.width}`, [...(groups.get(`${shot.lang}-${shot.width}`) ?? []), shot]);
  for (const [key, group] of groups) {
    const tileWidth = TILE[group[0]!.width] ?? 240;
    const perRow = group[0]!.width < 500 ? 10 : 6;
    const tiles = await Promise.all(
      group.map(async (shot) => {
        const resized = sharp(join(out, shot.file)).resize({ width: tileWidth });
        const { data, info } = await resized.png().toBuffer({ resolveWithObject: true });
        const image = info.height > MAX_TILE_HEIGHT ? await sharp(data).extract({ left: 0, top: 0, width: info.width, height: MAX_TILE_HEIGHT }).png().toBuffer() : data;
        return { shot, image, height: Math.min(info.height, MAX_TILE_HEIGHT) };
      }),
    );
    const rows: (typeof tiles)[] = [];
    for (let i = 0; i < tiles.length; i += perRow) rows.push(tiles.slice(i, i + perRow));
    const rowHeights = rows.map((row) => Math.max(...row.map((t) => t.height)) + LABEL + GAP);
    const width = perRow * (tileWidth + GAP) + GAP;
    const height = rowHeights.reduce((a, b) => a + b, GAP);
    const composites: OverlayOptions[] = [];
    let top = GAP;
    rows.forEach((row, r) => {
      row.forEach((tile, c) => {
        const left = GAP + c * (tileWidth + GAP);
        const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${tileWidth}" height="${LABEL}"><text x="0" y="22" font-family="sans-serif" font-size="13" fill="#0b1020">${escape(tile.shot.pattern)}</text></svg>`;
        composites.push({ input: Buffer.from(label), left, top }, { input: tile.image, left, top: top + LABEL });
      });
      top += rowHeights[r]!;
    });
    const file = `sheet-${key}.png`;
    await sharp({ create: { width, height, channels: 3, background: '#e8ecf5' } }).composite(composites).png().toFile(join(out, file));
    files.push(file);
  }
  const index = `<!doctype html><meta charset="utf-8"><title>Contact sheet</title><style>body{font:14px sans-serif;margin:24px}img{max-width:100%;border:1px solid #ccc}figure{display:inline-block;margin:0 16px 24px 0;vertical-align:top}</style>
<h1>Contact sheet</h1>${files.map((f) => `<h2>${f}</h2><a href="${f}"><img src="${f}" alt="${f}"></a>`).join('')}
<h2>Every page</h2>${shots.map((s) => `<figure><a href="${s.file}"><img src="${s.file}" width="${TILE[s.width] ?? 240}" alt=""></a><figcaption>${escape(`${s.pattern} ${s.lang} ${s.width}`)}<br>${escape(s.url)}</figcaption></figure>`).join('')}`;
  writeFileSync(join(out, 'index.html'), index);
  return files;
}
