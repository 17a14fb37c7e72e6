/**
 * Logos for the fictional partners: each its own mark and its own typeface (partner-brands.ts),
 * the text set as outlines so the SVG renders the same in any browser or rasteriser with no font.
 * All share one colour (slate) and one 360x96 box so the grid reads as a calm, normalised wall, the
 * way real logo walls are set in monochrome; the wordmark is sized to be read in the partner cards.
 */
import { color, escapeXml, n } from './brand';
import { capHeight, loadFace, measure, textPath, type OtFont } from './outline-text';
import { PARTNER_BRANDS, SPARE_FACES, type PartnerBrand } from './partner-brands';
import { MARKS, seededMark, type MarkDraw } from './partner-marks';
import { at } from './prng';

const INK = color.slate;
const WIDTH = 360;
const HEIGHT = 96;
const MARK = 56;
const TEXT_X = 88;
const TEXT_WIDTH = WIDTH - TEXT_X - 8;
/** Cap heights in units: the name reads first, the descriptor stays legible at 300 px wide. */
const PRIMARY_CAP = { max: 26, min: 15 };
const DESCRIPTOR_CAP = { max: 10, min: 8 };
const DESCRIPTOR_TRACKING = 0.14;

/** The brand of `name`: its own entry, else a spare face by position and a seeded mark. */
export function brandOf(name: string, slot = 0): { brand: PartnerBrand; draw: MarkDraw } {
  const own = PARTNER_BRANDS[name];
  if (own) return { brand: own, draw: MARKS[own.mark] };
  return { brand: { face: at(SPARE_FACES, slot % SPARE_FACES.length), mark: 'globe', layout: 'stacked' }, draw: seededMark(name) };
}

/** Size (font units) at which `text` has cap height `cap`, shrunk to fit `width`, not below `min` cap. */
function fit(font: OtFont, text: string, cap: { max: number; min: number }, width: number, tracking: number): number {
  const perCap = 1 / capHeight(font);
  const size = cap.max * perCap;
  const scaled = (size * width) / measure(font, text, size, tracking);
  return Math.max(cap.min * perCap, Math.min(size, scaled));
}

/** Splits the descriptor in two lines when one would be set below its smallest size. */
function descriptorLines(font: OtFont, tail: string): { lines: string[]; size: number } {
  const one = fit(font, tail, DESCRIPTOR_CAP, TEXT_WIDTH, DESCRIPTOR_TRACKING);
  if (measure(font, tail, one, DESCRIPTOR_TRACKING) <= TEXT_WIDTH) return { lines: [tail], size: one };
  const words = tail.split(' ');
  let best: string[] = [tail];
  let widest = Infinity;
  for (let k = 1; k < words.length; k++) {
    const pair = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
    const w = Math.max(...pair.map((line) => measure(font, line, 1, DESCRIPTOR_TRACKING)));
    if (w < widest) [best, widest] = [pair, w];
  }
  return { lines: best, size: Math.min(...best.map((line) => fit(font, line, DESCRIPTOR_CAP, TEXT_WIDTH, DESCRIPTOR_TRACKING))) };
}

/** The wordmark as paths, its block centred vertically on the mark. */
function wordmark(name: string, brand: PartnerBrand): string {
  const font = loadFace(brand.face);
  const cap = capHeight(font);
  const tracking = brand.tracking ?? 0;
  const [first = name, ...rest] = name.split(/\s+/);
  const primaryText = brand.layout === 'line' ? name : brand.upper ? first.toUpperCase() : first;
  const primarySize = fit(font, primaryText, PRIMARY_CAP, TEXT_WIDTH, tracking);
  const tail = brand.layout === 'line' ? '' : rest.join(' ').toUpperCase();
  const descriptor = tail ? descriptorLines(font, tail) : { lines: [], size: 0 };
  // A descender in the name (Brightmoor's g) would touch the descriptor: leave it room.
  const descends = /[gjpqy]/.test(primaryText) ? primarySize * 0.2 : 0;
  const gap = descriptor.lines.length ? 9 + descends : 0;
  const lineStep = descriptor.size * cap * 1.75;
  const block = primarySize * cap + (descriptor.lines.length ? gap + descriptor.size * cap + (descriptor.lines.length - 1) * lineStep : 0);
  const baseline = (HEIGHT - block) / 2 + primarySize * cap;
  const parts = [textPath(font, primaryText, TEXT_X, baseline, primarySize, tracking)];
  descriptor.lines.forEach((line, k) => {
    parts.push(textPath(font, line, TEXT_X + 1, baseline + gap + descriptor.size * cap + k * lineStep, descriptor.size, DESCRIPTOR_TRACKING));
  });
  return `<path d="${parts.join('')}" fill="${INK}"/>`;
}

/**
 * The mark in one colour: parts a mark draws in black (#000) are cut out through a mask rather
 * than painted, so the logo stays one colour on any background.
 */
function markSvg(draw: MarkDraw, id: string): string {
  const art = draw(INK);
  if (!art.includes('"#000"')) return art;
  return `<mask id="knock-${id}"><rect width="48" height="48" fill="#000"/>${draw('#fff')}</mask><rect width="48" height="48" fill="${INK}" mask="url(#knock-${id})"/>`;
}

/** The lockup of `name` in `brand`: mark left, wordmark right, in the 360x96 box. */
export function brandLogo(name: string, brand: PartnerBrand, draw: MarkDraw, id: string): string {
  const markY = (HEIGHT - MARK) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title><g transform="translate(14 ${markY}) scale(${n(MARK / 48, 4)})">${markSvg(draw, id)}</g>${wordmark(name, brand)}</svg>\n`
  );
}

/** `slot` (position among the partners) only matters for a partner without its own brand entry. */
export function partnerLogo(name: string, seed: string, slot?: number): string {
  const { brand, draw } = brandOf(name, slot);
  return brandLogo(name, brand, draw, seed);
}
