/**
 * Sets text as SVG outlines in a face from an `@fontsource` package, so a generated logo keeps its
 * own typeface wherever it is shown: browsers load an SVG in <img> without web fonts, and librsvg
 * (sharp) only sees the machine's fonts. The faces are devDependencies read at generation time;
 * visitors get paths, never the font.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { n } from './brand';

const require = createRequire(import.meta.url);

/** The part of opentype.js used here (the package ships no types). */
interface OtCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface OtPath {
  commands: OtCommand[];
}
interface OtGlyph {
  advanceWidth?: number;
  getPath(x: number, y: number, fontSize: number): OtPath;
}
export interface OtFont {
  unitsPerEm: number;
  tables: { os2?: { sCapHeight?: number } };
  charToGlyph(char: string): OtGlyph;
  getKerningValue(left: OtGlyph, right: OtGlyph): number;
}
const opentype = require('opentype.js') as { parse(buffer: ArrayBuffer): OtFont };

/** A face: the `@fontsource/<family>` package name and one of its static weights. */
export interface Face {
  family: string;
  weight: number;
}

const cache = new Map<string, OtFont>();

/** The latin WOFF file of a face (opentype.js reads WOFF; fontsource ships one per weight). */
export function faceFile({ family, weight }: Face): string {
  return require.resolve(`@fontsource/${family}/files/${family}-latin-${weight}-normal.woff`);
}

export function loadFace(face: Face): OtFont {
  const file = faceFile(face);
  let font = cache.get(file);
  if (!font) {
    const bytes = readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    cache.set(file, font);
  }
  return font;
}

/** Cap height as a share of the em (0.7 when the face does not say). */
export const capHeight = (font: OtFont): number => (font.tables.os2?.sCapHeight ?? 0.7 * font.unitsPerEm) / font.unitsPerEm;

/** Laid-out glyphs with kerning and `tracking` (in em) between letters. */
function layout(font: OtFont, text: string, size: number, tracking: number) {
  const scale = size / font.unitsPerEm;
  // Character by character, without the face's substitutions: logos need no ligatures, and
  // opentype.js rejects some faces' contextual lookups.
  const glyphs = Array.from(text, (char) => font.charToGlyph(char));
  const xs: number[] = [];
  let x = 0;
  glyphs.forEach((glyph, index) => {
    xs.push(x);
    x += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[index + 1];
    // opentype.js answers NaN for some pairs of some faces' kerning tables: no kerning there.
    const kern = next ? font.getKerningValue(glyph, next) : 0;
    if (next) x += (Number.isFinite(kern) ? kern : 0) * scale + tracking * size;
  });
  return { glyphs, xs, width: x };
}

/** Width of `text` set at `size` units. */
export const measure = (font: OtFont, text: string, size: number, tracking = 0): number => layout(font, text, size, tracking).width;

/**
 * Path data from the glyph commands, written here rather than by opentype.js's toPathData, which
 * printed NaN for some coordinates when rounding.
 */
function pathData(commands: OtCommand[]): string {
  const pt = (x = 0, y = 0) => `${n(x)} ${n(y)}`;
  return commands
    .map((c) => {
      if (c.type === 'Z') return 'Z';
      if (c.type === 'Q') return `Q${pt(c.x1, c.y1)} ${pt(c.x, c.y)}`;
      if (c.type === 'C') return `C${pt(c.x1, c.y1)} ${pt(c.x2, c.y2)} ${pt(c.x, c.y)}`;
      return `${c.type}${pt(c.x, c.y)}`;
    })
    .join('');
}

/** One path for the whole line, its baseline at `y`, starting at `x`. */
export function textPath(font: OtFont, text: string, x: number, y: number, size: number, tracking = 0): string {
  const { glyphs, xs } = layout(font, text, size, tracking);
  const d = glyphs.map((glyph, index) => pathData(glyph.getPath(x + (xs[index] ?? 0), y, size).commands)).join('');
  if (/NaN/.test(d)) throw new Error(`outline of "${text}" has no valid coordinates`);
  return d;
}
