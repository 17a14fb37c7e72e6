/**
 * The Quorvia symbol and wordmark.
 *
 * The "Q" is a ring (the lens of an investigation) whose tail is a node-link edge leaving
 * through a gap in the ring: a source at the centre connected to an entity outside.
 * Geometry is hand-placed on a 48-unit grid so it stays crisp at 16 px.
 */
import { color, fontStack, n } from './brand';

const C = 20; // ring centre (x = y)
const R = 13; // ring radius
const RING = 5; // ring stroke width
const GAP = 22; // half-angle of the opening, degrees, centred on 45° (bottom right)
const TAIL = { x: 37.5, y: 37.5, r: 5 };
const CORE_R = 3.6;

const polar = (deg: number, r = R) => {
  const rad = (deg * Math.PI) / 180;
  return { x: C + Math.cos(rad) * r, y: C + Math.sin(rad) * r };
};

export interface SymbolColors {
  ring: string;
  link: string;
  core: string;
  tail: string;
}

export const symbolColors: SymbolColors = {
  ring: color.primary,
  link: color.accent,
  core: color.accent,
  tail: color.accent,
};

/** Inner markup in a 0 0 48 48 box; callers position it with a transform. */
export function symbolMarkup(colors: SymbolColors = symbolColors): string {
  const a = polar(45 + GAP);
  const b = polar(45 - GAP);
  // Large-arc + positive sweep: the ring runs the long way round, leaving the gap at bottom right.
  const ring = `<path d="M${n(a.x, 2)} ${n(a.y, 2)}A${R} ${R} 0 1 1 ${n(b.x, 2)} ${n(b.y, 2)}" fill="none" stroke="${colors.ring}" stroke-width="${RING}" stroke-linecap="round"/>`;
  const link = `<path d="M${C} ${C}L${TAIL.x} ${TAIL.y}" stroke="${colors.link}" stroke-width="3" stroke-linecap="round"/>`;
  const core = `<circle cx="${C}" cy="${C}" r="${CORE_R}" fill="${colors.core}"/>`;
  const tail = `<circle cx="${TAIL.x}" cy="${TAIL.y}" r="${TAIL.r}" fill="${colors.tail}"/>`;
  return ring + link + core + tail;
}

/** Visual bounds of the symbol inside its 48 box; used to centre it optically in icons. */
export const symbolBounds = {
  x0: C - R - RING / 2,
  y0: C - R - RING / 2,
  x1: TAIL.x + TAIL.r,
  y1: TAIL.y + TAIL.r,
};

/** The symbol with its visible top left at (`x`, `top`), `height` tall: beside the wordmark in compositions. */
export function placedSymbol(x: number, top: number, height: number): string {
  const { x0, y0, y1 } = symbolBounds;
  const scale = height / (y1 - y0);
  return `<g transform="translate(${n(x - x0 * scale, 2)} ${n(top - y0 * scale, 2)}) scale(${n(scale, 4)})">${symbolMarkup()}</g>`;
}

/** The brand face's stack as an SVG attribute value. */
export const svgFontFamily = fontStack.replace(/'/g, '&apos;');

/** The name "Quorvia" as live text on its baseline, bold, in the brand face. */
export function wordmarkText(x: number, baseline: number, size: number, tracking: number, fill: string): string {
  return `<text x="${x}" y="${baseline}" font-family="${svgFontFamily}" font-size="${size}" font-weight="700" letter-spacing="${tracking}" fill="${fill}">Quorvia</text>`;
}

export function symbolSvg(): string {
  const pad = 2;
  const { x0, y0, x1, y1 } = symbolBounds;
  const size = Math.max(x1 - x0, y1 - y0) + pad * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(x0 - pad, 2)} ${n(y0 - pad, 2)} ${n(size, 2)} ${n(size, 2)}" width="48" height="48" role="img" aria-label="Quorvia"><title>Quorvia</title>${symbolMarkup()}</svg>\n`;
}

/**
 * Wordmark = symbol + live <text>. The text is not outlined so the file stays tiny and
 * editable; the viewBox leaves room for the widest fallback font in the stack.
 */
export function logoSvg(variant: 'dark-text' | 'light-text'): string {
  const textColor = variant === 'dark-text' ? color.ink : color.paper;
  const { x0, y0, y1 } = symbolBounds;
  const height = 48;
  // Symbol about 1.6x the cap height, ring centred on the capitals; the tail may hang below the baseline like a Q's.
  const scale = 36 / (y1 - y0);
  const tx = 4 - x0 * scale;
  const ty = 22.5 - 20 * scale;
  const symbol = `<g transform="translate(${n(tx, 2)} ${n(ty, 2)}) scale(${n(scale, 4)})">${symbolMarkup()}</g>`;
  const text = wordmarkText(48, 33.5, 28, -0.4, textColor);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 168 ${height}" width="168" height="${height}" role="img" aria-label="Quorvia"><title>Quorvia</title>${symbol}${text}</svg>\n`;
}

/** App icon / favicon: symbol optically centred on a rounded ink tile. */
export function iconSvg(size: number, options: { rounded: boolean; inset: number }): string {
  const { x0, y0, x1, y1 } = symbolBounds;
  const w = x1 - x0;
  const h = y1 - y0;
  const scale = (size * (1 - options.inset * 2)) / Math.max(w, h);
  const tx = (size - w * scale) / 2 - x0 * scale;
  const ty = (size - h * scale) / 2 - y0 * scale;
  const radius = options.rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color.ink2}"/><stop offset="1" stop-color="${color.ink}"/></linearGradient></defs><rect width="${size}" height="${size}" rx="${n(radius, 2)}" fill="url(#bg)"/><g transform="translate(${n(tx, 3)} ${n(ty, 3)}) scale(${n(scale, 4)})">${symbolMarkup()}</g></svg>\n`;
}
