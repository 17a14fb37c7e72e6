/**
 * Generates every brand and content image the site ships, from code.
 *
 *   node_modules/.bin/tsx scripts/media/generate-media.ts [--force] [--no-wait] [--only covers,figures,...]
 *
 * Brand assets (logo, icons, social card, hero) are always rebuilt; content images
 * (covers, article figures, portraits, partner logos) are only created when missing, so a hand-made
 * replacement dropped into public/media is never overwritten. --force rebuilds them too.
 * Content files may still be being written by someone else, so the script first waits
 * (polling every 30 s, up to 20 min) for the main JSON files to exist and parse; --no-wait skips that.
 * Output is deterministic: same code + same content = same bytes, so re-running
 * produces no git diff. --only limits a run to some kinds (brand, covers, figures, people, partners, investors,
 * press), so rebuilding covers with --force leaves portraits and logos alone.
 */
import { mkdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { color } from './brand';
import { heroPoster, ogCard, type CoverKind } from './compositions';
import { COVER, coverHtml, type CoverItem } from './cover';
import { motifFor } from './cover-topics';
import { motifCoverPath } from '../../src/lib/images/shown-cover';
import { closeRenderer, renderHtml } from './render-html';
import { collectMediaRefs, waitForContent, type MediaRef } from './content-refs';
import { diagram } from './diagram';
import { INVESTOR_BRANDS, investorLogoPath } from './investor-logos';
import { MARKS } from './partner-marks';
import { brandLogo, partnerLogo } from './partner-logo';
import { portrait, presentationFromBio } from './portrait';
import { pressPortrait, pressWide } from './press-photo';
import { iconSvg, logoSvg, symbolSvg } from './symbol';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = join(ROOT, 'public');
const CONTENT = resolve(process.env.CONTENT_DIR ?? join(ROOT, 'content'));
const FORCE = process.argv.includes('--force');
const WAIT = !process.argv.includes('--no-wait');
const TAGLINE = 'Operating System for PAI and OSINT';
const KINDS = ['brand', 'covers', 'figures', 'people', 'partners', 'investors', 'press'] as const;
type Kind = (typeof KINDS)[number];
const onlyArg = process.argv.indexOf('--only');
const ONLY = new Set<string>(onlyArg >= 0 ? (process.argv[onlyArg + 1] ?? '').split(',').filter(Boolean) : KINDS);
for (const kind of ONLY) if (!(KINDS as readonly string[]).includes(kind)) throw new Error(`--only: unknown kind "${kind}" (one of ${KINDS.join(', ')})`);
const wants = (kind: Kind) => ONLY.has(kind);
/** Covers are also the article page's eager image, under the per-page image budget (budgets.json, 40 KB). */
const COVER_BUDGET = 38_000;

interface Row {
  file: string;
  size: string;
  bytes: number;
  note: string;
}
const rows: Row[] = [];

function write(sitePath: string, data: Buffer | string): string {
  const full = join(PUBLIC, sitePath);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, data);
  return full;
}

async function record(sitePath: string, note = ''): Promise<void> {
  const full = join(PUBLIC, sitePath);
  const bytes = readFileSync(full).length;
  let size = 'vector';
  if (!full.endsWith('.svg') && !full.endsWith('.ico')) {
    const meta = await sharp(full).metadata();
    size = `${meta.width}x${meta.height}`;
  } else if (full.endsWith('.ico')) size = '16/32/48';
  rows.push({ file: `public${sitePath}`, size, bytes, note });
}

async function svgFile(sitePath: string, svg: string, note = ''): Promise<void> {
  write(sitePath, svg);
  await record(sitePath, note);
}

/**
 * Encodes within a byte budget by stepping quality down; the budget, not a fixed
 * quality, is what the performance review checks. Steps are fixed, so still deterministic.
 */
async function webpFile(sitePath: string, source: string | Buffer, quality: number, budget: number, note = ''): Promise<void> {
  // An SVG string, or an already rasterised image (a cover rendered by chromium).
  const input = typeof source === 'string' ? Buffer.from(source) : source;
  let q = quality;
  let buffer = await sharp(input).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
  while (buffer.length > budget && q > 45) {
    q -= 5;
    buffer = await sharp(input).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
  }
  write(sitePath, buffer);
  await record(sitePath, [note, `q${q}`, buffer.length > budget ? `OVER ${budget / 1000} KB BUDGET` : ''].filter(Boolean).join(', '));
}

async function pngBuffer(svg: string, budget = Infinity): Promise<Buffer> {
  const full = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  if (full.length <= budget) return full;
  // Large gradients compress poorly as truecolour PNG; a fully dithered 256-colour palette
  // is indistinguishable at 1x (lower dither or quality bands visibly in the glows).
  let buffer = full;
  for (const quality of [100, 98, 95, 90]) {
    buffer = await sharp(Buffer.from(svg))
      .removeAlpha()
      .png({ palette: true, quality, dither: 1, compressionLevel: 9, effort: 10 })
      .toBuffer();
    if (buffer.length <= budget) break;
  }
  return buffer;
}

async function pngFile(sitePath: string, svg: string, budget = Infinity, note = ''): Promise<void> {
  const buffer = await pngBuffer(svg, budget);
  write(sitePath, buffer);
  await record(sitePath, [note, buffer.length > budget ? `OVER ${budget / 1000} KB BUDGET` : ''].filter(Boolean).join(', '));
}

/** ICO with embedded PNGs (supported by every browser since IE Vista era); no extra dependency needed. */
function icoFromPngs(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, k) => {
    const e = 6 + 16 * k;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt8(0, e + 2);
    header.writeUInt8(0, e + 3);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

async function brandAssets(): Promise<void> {
  await svgFile('/brand/logo.svg', logoSvg('dark-text'));
  await svgFile('/brand/logo-light.svg', logoSvg('light-text'));
  await svgFile('/brand/symbol.svg', symbolSvg());

  // Small sizes get a larger symbol (less inset): at 16-32 px every pixel of ring counts.
  await svgFile('/favicon.svg', iconSvg(64, { rounded: true, inset: 0.12 }));
  await pngFile('/favicon-32.png', iconSvg(32, { rounded: true, inset: 0.1 }));
  const ico = await Promise.all(
    [16, 32, 48].map(async (size) => ({ size, data: await pngBuffer(iconSvg(size, { rounded: true, inset: size <= 16 ? 0.06 : 0.1 })) })),
  );
  write('/favicon.ico', icoFromPngs(ico));
  await record('/favicon.ico');
  // Platform icons are square: iOS and Android apply their own corner masks.
  await pngFile('/apple-touch-icon.png', iconSvg(180, { rounded: false, inset: 0.2 }));
  // 0.22 inset keeps the symbol inside the maskable-icon safe zone (inner 80% circle).
  await pngFile('/icon-192.png', iconSvg(192, { rounded: false, inset: 0.22 }));
  await pngFile('/icon-512.png', iconSvg(512, { rounded: false, inset: 0.22 }));

  await pngFile('/media/og/default.png', ogCard('og/default', TAGLINE), 150_000);
  await webpFile('/media/home/hero-poster.webp', heroPoster(1920, 1080, 'home/hero-poster'), 70, 120_000);
  await webpFile('/media/home/hero-poster-mobile.webp', heroPoster(780, 1200, 'home/hero-poster-mobile'), 70, 120_000);
  // First frame of the about video (generate-hero-video.ts draws the same scene).
  await webpFile('/media/about/hero-poster.webp', heroPoster(1920, 1080, 'about/hero-poster'), 70, 120_000);
  await webpFile('/media/about/hero-poster-mobile.webp', heroPoster(780, 1200, 'about/hero-poster-mobile'), 70, 120_000);
}

const COVER_FOLDERS: Record<string, CoverKind> = { blog: 'blog', 'use-cases': 'use-cases', newsroom: 'newsroom' };

/** The item a cover belongs to, as the cards show it: its id, English title and categories. */
function coverItem(section: CoverKind, ref: MediaRef, fallbackId: string): CoverItem {
  const { id, title, categories } = ref.owner;
  return {
    id: typeof id === 'string' && id ? id : fallbackId,
    section,
    title: typeof title === 'string' ? title.trim() : '',
    categories: Array.isArray(categories) ? categories.filter((c): c is string => typeof c === 'string') : [],
  };
}

/**
 * Numbers the covers of each section and motif by date, so items that sit next to each other in a
 * listing (newest first) alternate between the motif's two drawings.
 */
function coverItems(refs: MediaRef[]): Map<MediaRef, CoverItem> {
  const items = new Map<MediaRef, CoverItem>();
  const covers = refs
    .filter((ref) => ref.source === 'field' && extname(ref.path).toLowerCase() === '.webp')
    .map((ref) => ({ ref, section: COVER_FOLDERS[ref.path.split('/')[2] ?? ''] }))
    .filter((c): c is { ref: MediaRef; section: CoverKind } => c.section !== undefined)
    .sort((a, b) => String(a.ref.owner.date ?? '').localeCompare(String(b.ref.owner.date ?? '')) || a.ref.path.localeCompare(b.ref.path));
  const seen = new Map<string, number>();
  for (const { ref, section } of covers) {
    const item = coverItem(section, ref, basename(ref.path, extname(ref.path)));
    const key = `${section}/${motifFor(item)}`;
    const variant = seen.get(key) ?? 0;
    seen.set(key, variant + 1);
    items.set(ref, { ...item, variant });
  }
  return items;
}

/** Which --only kind a content image belongs to; null when no generator handles it. */
function kindOf(folder: string, ext: string, source: MediaRef['source']): Kind | null {
  if (COVER_FOLDERS[folder] && ext === '.webp') return source === 'body' ? 'figures' : 'covers';
  if (folder === 'people' && ext === '.webp') return 'people';
  if (folder === 'partners' && ext === '.svg') return 'partners';
  return null;
}

/**
 * A cover and its title-less twin (cover.ts), written together when the cover is missing or with
 * --force. A kept cover keeps its twin, or its lack of one: a cover an editor replaced by hand is
 * shown as it is (src/lib/images/shown-cover.ts), not behind generated art.
 */
async function coverFiles(ref: MediaRef, item: CoverItem): Promise<void> {
  const twin = motifCoverPath(ref.path);
  if (existsSync(join(PUBLIC, ref.path)) && !FORCE) {
    await record(ref.path, 'kept (already existed)');
    if (twin && existsSync(join(PUBLIC, twin))) await record(twin, 'kept (already existed)');
    return;
  }
  for (const [path, title] of [[ref.path, true], [twin, false]] as const) {
    if (!path) continue;
    const png = await renderHtml(coverHtml(item, { title }), COVER);
    await webpFile(path, png, 75, COVER_BUDGET, title ? 'cover' : 'cover, motif only');
  }
}

async function contentAssets(refs: MediaRef[]): Promise<string[]> {
  const unhandled: string[] = [];
  const covers = coverItems(refs);
  // Slots are positions among all refs of a folder (existing files included), so a newly
  // added person or partner still gets attributes that differ from the existing ones.
  const slotOf = (ref: MediaRef) => refs.filter((r) => dirname(r.path) === dirname(ref.path)).indexOf(ref);
  for (const ref of refs) {
    // Refs all start with /media/, so the third segment is the folder (the default only satisfies the type).
    const [, , folder = ''] = ref.path.split('/');
    const coverKind = COVER_FOLDERS[folder];
    const id = basename(ref.path, extname(ref.path));
    const ext = extname(ref.path).toLowerCase();
    const kind = kindOf(folder, ext, ref.source);
    if (kind && !wants(kind)) continue;
    if (kind === 'covers' && coverKind) {
      await coverFiles(ref, covers.get(ref) ?? coverItem(coverKind, ref, id));
      continue;
    }
    if (existsSync(join(PUBLIC, ref.path)) && !FORCE) {
      await record(ref.path, 'kept (already existed)');
      continue;
    }
    if (coverKind && ext === '.webp' && ref.source === 'body') {
      // A figure inside an article explains something, so it gets a flow diagram, not a second cover.
      await webpFile(ref.path, diagram(coverKind, id), 72, 60_000);
    } else if (folder === 'people' && ext === '.webp') {
      const svg = portrait(id, { slot: slotOf(ref), presentation: presentationFromBio(ref.owner.description) });
      // Flat shapes with hard edges: a higher quality costs few bytes and avoids ringing.
      await webpFile(ref.path, svg, 82, 30_000);
    } else if (folder === 'partners' && ext === '.svg') {
      const name = typeof ref.owner.name === 'string' && ref.owner.name.trim() ? ref.owner.name.trim() : id;
      await svgFile(ref.path, partnerLogo(name, id, slotOf(ref)));
    } else {
      unhandled.push(`${ref.path} (from ${ref.file}): no generator for this folder/extension`);
    }
  }
  return unhandled;
}

/**
 * Press photos of content/brand/press-photos.json, written beside it in content/brand/press/ (not
 * public/: the build publishes them behind the brand password). A person who is also an executive
 * gets the same figure as their avatar; "-wide" files get the 3:2 crop of it.
 */
/** Investor wordmarks for the leadership page; names from the English locale. */
async function investorAssets(): Promise<void> {
  const locale = JSON.parse(readFileSync(join(ROOT, 'locales/en/company.json'), 'utf8')) as { leadership: { investors: Record<string, { name: string }> } };
  for (const [key, brand] of Object.entries(INVESTOR_BRANDS)) {
    const name = locale.leadership.investors[key]?.name;
    if (!name) throw new Error(`locales/en/company.json has no leadership.investors.${key}.name`);
    await svgFile(investorLogoPath(key), brandLogo(name, brand, MARKS[brand.mark], `investor-${key}`));
  }
}

async function pressAssets(): Promise<void> {
  const listFile = join(CONTENT, 'brand', 'press-photos.json');
  if (!existsSync(listFile)) return;
  const people = JSON.parse(readFileSync(listFile, 'utf8')) as Array<{ id: string; downloads?: Array<{ file: string }> }>;
  const executives = JSON.parse(readFileSync(join(CONTENT, 'data', 'executives.json'), 'utf8')) as Array<{ picture?: string; description?: unknown }>;
  for (const person of people) {
    const slot = executives.findIndex((e) => e.picture?.endsWith(`/${person.id}.webp`));
    const options = { slot: Math.max(slot, 0), presentation: presentationFromBio(executives[slot]?.description) };
    for (const { file } of person.downloads ?? []) {
      const full = join(CONTENT, 'brand', 'press', file);
      if (existsSync(full) && !FORCE) continue;
      const wide = /-wide\.[a-z]+$/.test(file);
      const svg = wide ? pressWide(person.id, options) : pressPortrait(person.id, options);
      // Drawn at press size (the SVG's own width and height), not enlarged from the avatar.
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, await sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toBuffer());
      const meta = await sharp(full).metadata();
      rows.push({ file: relative(ROOT, full), size: `${meta.width}x${meta.height}`, bytes: readFileSync(full).length, note: 'press photo' });
    }
  }
}

function printTable(): void {
  const w = Math.max(...rows.map((r) => r.file.length));
  console.log(`\n${'file'.padEnd(w)}  ${'pixels'.padStart(9)}  ${'bytes'.padStart(9)}  note`);
  console.log(`${'-'.repeat(w)}  ${'-'.repeat(9)}  ${'-'.repeat(9)}  ----`);
  for (const r of rows) {
    console.log(`${r.file.padEnd(w)}  ${r.size.padStart(9)}  ${r.bytes.toLocaleString('en-US').padStart(9)}  ${r.note}`);
  }
  const total = rows.reduce((s, r) => s + r.bytes, 0);
  console.log(`\n${rows.length} files, ${(total / 1024).toFixed(1)} KiB in total`);
}

async function main(): Promise<void> {
  // One libvips thread: parallel tiles do not change output today, but this removes the question.
  sharp.concurrency(1);
  if (wants('brand')) await brandAssets();
  if (WAIT) await waitForContent(CONTENT, 30_000, 20 * 60_000);
  const refs = collectMediaRefs(CONTENT);
  const unhandled = await contentAssets(refs).finally(closeRenderer);
  if (wants('investors')) await investorAssets();
  if (wants('press')) await pressAssets();
  printTable();
  if (unhandled.length) {
    console.warn(`\nNot generated:\n  ${unhandled.join('\n  ')}`);
    process.exitCode = 1;
  }
  console.log(`\nContent read from ${relative(ROOT, CONTENT) || '.'}; brand colour ink ${color.ink}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
