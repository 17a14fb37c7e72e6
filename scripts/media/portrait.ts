/**
 * Illustrated executive portraits: one drawing per person (portrait-face, -hair, -body), placed on
 * any canvas. The leadership avatar and the press photos are the same figure, only the canvas,
 * scale and crop differ, so a journalist downloads exactly the person shown on the site.
 *
 * Style (src/styles/README.md): a slight three-quarter turn, soft key light from the left as flat
 * shading shapes, night ground with a faint contour, the eyes at 40 % of the height, the top of
 * the head never cut and the shoulders in frame.
 */
import { color, n } from './brand';
import { body } from './portrait-body';
import { ears, face, faceClip, neck, neckClip, W } from './portrait-face';
import { hair } from './portrait-hair';
import { lookFor, type Look, type Presentation } from './portrait-look';
import { createRng } from './prng';
import { contours, terrainField } from './svg-patterns';

export { presentationFromBio, type Presentation } from './portrait-look';

export interface PortraitOptions {
  presentation?: Presentation;
  /**
   * Position among all portraits being generated. People without a written look get attributes
   * rotated by slot, so a team never gets two look-alikes, which pure hashing cannot promise.
   */
  slot?: number;
}

export interface Canvas {
  width: number;
  height: number;
  /** Pixels per figure unit (the face is 200 units wide, the head with hair about 450 tall). */
  scale: number;
  /** Face axis as a fraction of the width. */
  x: number;
  /** Eye line as a fraction of the height. */
  eyes: number;
}

/** The leadership card and modal: square, the head and shoulders filling it. */
export const AVATAR: Canvas = { width: 480, height: 480, scale: 0.66, x: 0.5, eyes: 0.4 };
/** Press portrait, 4:5: more chest, the same head room in proportion. */
export const PRESS_PORTRAIT: Canvas = { width: 2000, height: 2500, scale: 2.3, x: 0.5, eyes: 0.4 };
/** Press wide, 3:2: the person right of centre, open night ground on the left for a headline. */
export const PRESS_WIDE: Canvas = { width: 3000, height: 2000, scale: 2.1, x: 0.64, eyes: 0.4 };

/** The person itself, in figure units; the caller places it with a transform. */
function figure(look: Look, seed: string): string {
  const layers = hair(look, seed);
  return [faceClip(look), neckClip(), layers.back, neck(look), `<g transform="translate(0 -14)">${body(look)}</g>`, ears(look), face(look), layers.front].join('');
}

/** Fixed precision: raw float arithmetic prints 17 digits and bloats every path. */
const tidy = (svg: string) => svg.replace(/(-?\d+\.\d)\d+/g, '$1');

export function portraitSvg(seed: string, options: PortraitOptions, canvas: Canvas): string {
  const { width, height, scale } = canvas;
  const look = lookFor(seed, options.slot ?? 0, options.presentation ?? 'neutral');
  const rng = createRng(`people/${seed}`);
  const glowHue = rng.chance(0.5) ? color.primary : color.accent;
  const cx = width * canvas.x;
  const cy = height * canvas.eyes;
  const head = { x: cx, y: cy - 60 * scale };
  const unit = Math.max(width, height) / 480;
  const field = terrainField(rng.fork('terrain'), width, height, { summits: [{ x: head.x, y: head.y, radius: 150 * unit, height: 0.4 }] });
  const defs = [
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color.ink2}"/><stop offset="1" stop-color="${color.ink}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${n(head.x)}" cy="${n(head.y)}" r="${n(2.9 * W * scale)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${glowHue}" stop-opacity="0.34"/><stop offset="0.55" stop-color="${glowHue}" stop-opacity="0.1"/><stop offset="1" stop-color="${glowHue}" stop-opacity="0"/></radialGradient>`,
  ].join('');
  const ground = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    contours(field, width, height, { levels: 12, step: 8 * unit, stroke: color.mist, opacity: 0.07, width: unit }),
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    // The symbol's ring, echoed faintly behind each person.
    `<circle cx="${n(head.x)}" cy="${n(head.y + 30 * scale)}" r="${n(2.25 * W * scale)}" fill="none" stroke="${color.accent}" stroke-opacity="0.2" stroke-width="${n(1.5 * unit)}" stroke-dasharray="${n(2 * unit)} ${n(6 * unit)}"/>`,
  ].join('');
  const person = `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(scale, 3)})">${figure(look, seed)}</g>`;
  return tidy(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${ground}${person}</svg>`);
}

/** The 480x480 avatar of the leadership page and its modal. */
export function portrait(seed: string, options: PortraitOptions = {}): string {
  return portraitSvg(seed, options, AVATAR);
}
