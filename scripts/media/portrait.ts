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
const AVATAR_SCALE = 0.66;
export const AVATAR: Canvas = { width: 480, height: 480, scale: AVATAR_SCALE, x: 0.5, eyes: 0.4 };
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

/**
 * The brand duotone every portrait is printed in: the figure's luminance mapped from night through
 * a deep brand blue to an ice white, so five people drawn in different colours read as one series
 * of editorial illustrations under the same light, not as avatars.
 */
const DUOTONE = ['#0B1020', '#1F2B5C', '#7089D4', '#F3F6FC'];
/** Lifts the mid-tones before the ramp, so deep skin tones keep their modelling instead of sinking into the night. */
const GAMMA = 0.62;
const tableOf = (channel: number) => DUOTONE.map((hex) => n(parseInt(hex.slice(1 + 2 * channel, 3 + 2 * channel), 16) / 255, 3)).join(' ');

function duotoneDefs(canvas: Canvas, head: { x: number; y: number }): string {
  const { width, height, scale } = canvas;
  // Canvas units for the ground, figure units for what sits on the person: the press photos then
  // carry the avatar's halftone and rim at their scale, not coarser ones.
  const unit = Math.max(width, height) / 480;
  const fig = scale / AVATAR_SCALE;
  const dot = 5 * unit;
  const figDot = 5 * fig;
  // Regions in canvas units: librsvg drops bounding-box regions of filters on <use> at press sizes.
  const region = `filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"`;
  return [
    // Luminance first, then the duotone ramp; sRGB so the ramp lands on the brand hex values.
    `<filter id="duo" ${region} color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0 0 0 1 0"/>` +
      `<feComponentTransfer><feFuncR type="gamma" exponent="${GAMMA}"/><feFuncG type="gamma" exponent="${GAMMA}"/><feFuncB type="gamma" exponent="${GAMMA}"/></feComponentTransfer>` +
      `<feComponentTransfer><feFuncR type="table" tableValues="${tableOf(0)}"/><feFuncG type="table" tableValues="${tableOf(1)}"/><feFuncB type="table" tableValues="${tableOf(2)}"/></feComponentTransfer></filter>`,
    // The figure as a white silhouette, to hold the halftone inside it.
    `<filter id="solid" ${region} color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0"/></filter>`,
    // Rim of the key light: the silhouette minus itself moved down and right leaves its upper-left edge, lit teal.
    `<filter id="rim" ${region} color-interpolation-filters="sRGB"><feOffset in="SourceAlpha" dx="${n(2 * fig)}" dy="${n(1 * fig)}" result="moved"/>` +
      `<feComposite in="SourceAlpha" in2="moved" operator="out" result="edge"/><feFlood flood-color="${color.accent}" flood-opacity="0.75"/><feComposite in2="edge" operator="in"/></filter>`,
    `<pattern id="dots" width="${n(figDot)}" height="${n(figDot)}" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><circle cx="${n(figDot / 2)}" cy="${n(figDot / 2)}" r="${n(figDot * 0.3)}" fill="${DUOTONE[0]}"/></pattern>`,
    `<pattern id="ground-dots" width="${n(dot * 1.6)}" height="${n(dot * 1.6)}" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><circle cx="${n(dot * 0.8)}" cy="${n(dot * 0.8)}" r="${n(dot * 0.32)}" fill="${color.primary}"/></pattern>`,
    // The key light comes from the left: the halftone deepens across the face to the far side.
    `<linearGradient id="side" gradientUnits="userSpaceOnUse" x1="${n(head.x - 40 * scale)}" y1="0" x2="${n(head.x + 140 * scale)}" y2="0"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff" stop-opacity="1"/></linearGradient>`,
    // On the ground, dots gather towards the lower right, away from the light.
    `<radialGradient id="ground-fade" gradientUnits="objectBoundingBox" cx="1" cy="1" r="1.1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  ].join('');
}

export function portraitSvg(seed: string, options: PortraitOptions, canvas: Canvas): string {
  const { width, height, scale } = canvas;
  const look = lookFor(seed, options.slot ?? 0, options.presentation ?? 'neutral');
  const cx = width * canvas.x;
  const cy = height * canvas.eyes;
  const head = { x: cx, y: cy - 60 * scale };
  const unit = Math.max(width, height) / 480;
  const full = `width="${width}" height="${height}"`;
  const defs = [
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color.ink2}"/><stop offset="1" stop-color="${color.ink}"/></linearGradient>`,
    // One light for everyone: the same blue glow, up and left of the head, where the key light is.
    `<radialGradient id="glow" cx="${n(head.x - 50 * scale)}" cy="${n(head.y - 30 * scale)}" r="${n(2.9 * W * scale)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${color.primary}" stop-opacity="0.38"/><stop offset="0.55" stop-color="${color.primary}" stop-opacity="0.1"/><stop offset="1" stop-color="${color.primary}" stop-opacity="0"/></radialGradient>`,
    duotoneDefs(canvas, head),
    `<mask id="ground-mask"><rect ${full} fill="url(#ground-fade)"/></mask>`,
    `<mask id="shade"><rect ${full} fill="url(#side)"/></mask>`,
    `<mask id="silhouette"><use href="#person" filter="url(#solid)"/></mask>`,
  ].join('');
  const ground = [
    `<rect ${full} fill="url(#bg)"/>`,
    `<rect ${full} fill="url(#ground-dots)" fill-opacity="0.5" mask="url(#ground-mask)"/>`,
    `<rect ${full} fill="url(#glow)"/>`,
    // The symbol's ring, echoed faintly behind each person.
    `<circle cx="${n(head.x)}" cy="${n(head.y + 30 * scale)}" r="${n(2.25 * W * scale)}" fill="none" stroke="${color.accent}" stroke-opacity="0.28" stroke-width="${n(1.5 * unit)}" stroke-dasharray="${n(2 * unit)} ${n(6 * unit)}"/>`,
  ].join('');
  const person = `<g filter="url(#duo)"><g id="person" transform="translate(${n(cx)} ${n(cy)}) scale(${n(scale, 3)})">${figure(look, seed)}</g></g>`;
  // Halftone shading over the far side of the figure, printed in night.
  const halftone = `<g mask="url(#silhouette)"><rect ${full} fill="url(#dots)" fill-opacity="0.45" mask="url(#shade)"/></g>`;
  const rim = `<use href="#person" filter="url(#rim)"/>`;
  return tidy(`<svg xmlns="http://www.w3.org/2000/svg" ${full} viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${ground}${person}${halftone}${rim}</svg>`);
}

/** The 480x480 avatar of the leadership page and its modal. */
export function portrait(seed: string, options: PortraitOptions = {}): string {
  return portraitSvg(seed, options, AVATAR);
}
