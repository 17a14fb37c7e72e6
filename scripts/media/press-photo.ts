/**
 * Press photos for the gated /brand/assets page: the person's illustrated portrait (the same
 * figure as on /about/leadership) as a square head-and-shoulders and as a wide stage shot on the
 * brand backdrop with the symbol. Illustrated on purpose, like the avatars: fictional people get
 * no fake faces.
 */
import { color, n } from './brand';
import { backdrop, svgDocument, vignette } from './compositions';
import { portrait, type PortraitOptions } from './portrait';
import { createRng } from './prng';
import { contours, dotGridDefs, terrainField } from './svg-patterns';
import { symbolMarkup } from './symbol';

/** Ids inside one SVG must be unique; the nested portrait keeps its own under a prefix. */
function prefixIds(svg: string, prefix: string): string {
  return svg.replace(/id="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
}

export function pressPortrait(seed: string, options: PortraitOptions): string {
  return portrait(seed, options);
}

export function pressWide(seed: string, options: PortraitOptions): string {
  const width = 1920;
  const height = 1080;
  const rng = createRng(`press/${seed}`);
  const base = backdrop(width, height, { from: { x: 0, y: 0 }, to: { x: width, y: height } });
  const vig = vignette(width, height, 0.55);
  const field = terrainField(rng.fork('terrain'), width, height, { summits: [{ x: 1320, y: 520, radius: 420, height: 0.5 }] });
  const frame = { x: 1000, y: 150, size: 780 };
  const figure = prefixIds(portrait(seed, options), 'p-')
    .replace('<svg ', `<svg x="${frame.x}" y="${frame.y}" `)
    .replace(/width="480" height="480"/, `width="${frame.size}" height="${frame.size}"`);
  const defs = [
    base.defs,
    vig.defs,
    dotGridDefs('dots', 28, 1.2, color.mist, 0.1),
    `<clipPath id="frame"><rect x="${frame.x}" y="${frame.y}" width="${frame.size}" height="${frame.size}" rx="40"/></clipPath>`,
  ].join('');
  const body = [
    base.body,
    contours(field, width, height, { levels: 14, step: 10, stroke: color.mist, opacity: 0.06, width: 1.2 }),
    `<rect width="${width}" height="${height}" fill="url(#dots)"/>`,
    // The symbol, large and faint, where a stage backdrop would carry the logo.
    `<g transform="translate(150 250) scale(12)" opacity="0.16">${symbolMarkup()}</g>`,
    `<g clip-path="url(#frame)">${figure}</g>`,
    `<rect x="${frame.x}" y="${frame.y}" width="${frame.size}" height="${frame.size}" rx="40" fill="none" stroke="${color.accent}" stroke-opacity="0.5" stroke-width="3"/>`,
    `<path d="M150 ${n(height - 190)}H760" stroke="${color.primary}" stroke-width="6" stroke-linecap="round"/>`,
    vig.body,
  ].join('');
  return svgDocument(width, height, defs, body);
}
