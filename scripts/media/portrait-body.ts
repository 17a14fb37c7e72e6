/**
 * Shoulders and clothes in figure units (see portrait-face.ts): the neck base is at y = 240,
 * the shoulder line at about y = 300, and the torso runs to y = 900 so any crop is covered.
 */
import { W } from './portrait-face';
import type { Look } from './portrait-look';
import { fill, luminance, mix, shade, stroke } from './portrait-paint';

const BOTTOM = 900;

function torso(): string {
  return [
    `M${-0.64 * W} 222`,
    `C${-1.0 * W} 252 ${-2.1 * W} 262 ${-2.7 * W} 292`,
    `C${-3.3 * W} 314 ${-3.5 * W} 390 ${-3.62 * W} 500`,
    `L${-3.8 * W} ${BOTTOM}L${3.6 * W} ${BOTTOM}L${3.42 * W} 500`,
    `C${3.3 * W} 390 ${3.1 * W} 314 ${2.55 * W} 292`,
    `C${2.0 * W} 262 ${0.95 * W} 252 ${0.6 * W} 222`,
    `C${0.3 * W} 300 ${-0.3 * W} 300 ${-0.64 * W} 222Z`,
  ].join('');
}

/** Light from the left: a lit crest on the near shoulder, the far side and the arm's edge in shade. */
function clothShading(color: string): string {
  const dark = shade(color, -0.32);
  return [
    fill(`M${1.25 * W} 262C${1.5 * W} 420 ${1.7 * W} 600 ${1.6 * W} ${BOTTOM}L${3.8 * W} ${BOTTOM}L${3.8 * W} 250Z`, dark, 0.55),
    fill(`M${-3.62 * W} 500C${-3.35 * W} 560 ${-3.1 * W} 700 ${-3.05 * W} ${BOTTOM}L${-3.8 * W} ${BOTTOM}Z`, dark, 0.45),
    fill(`M${-2.7 * W} 306C${-2.2 * W} 284 ${-1.3 * W} 276 ${-0.9 * W} 270C${-1.4 * W} 296 ${-2.3 * W} 306 ${-3.1 * W} 338Z`, shade(color, 0.18), 0.7),
  ].join('');
}

function shirtCollar(look: Look): string {
  const c = look.inner;
  const edge = shade(c, -0.22);
  const left = `M${-0.52 * W} 226L${-0.86 * W} 262L${-0.62 * W} 372L${-0.04 * W} 318L${-0.36 * W} 246Z`;
  const right = `M${0.5 * W} 226L${0.82 * W} 262L${0.6 * W} 368L${0.02 * W} 318L${0.34 * W} 246Z`;
  return [fill(left, c), fill(right, shade(c, -0.1)), stroke(left, edge, 2, 0.8), stroke(right, edge, 2, 0.8)].join('');
}

function blazer(look: Look, shirt: boolean): string {
  const inner = look.inner;
  const lapelL = shade(look.clothes, 0.1);
  const lapelR = shade(look.clothes, -0.16);
  const edge = shade(look.clothes, -0.42);
  const parts: string[] = [];
  // The opening: a shirt with an open collar shows a V of skin; a top has a scoop neckline.
  parts.push(fill(`M${-0.66 * W} 236L${0.64 * W} 236L${0.12 * W} ${BOTTOM}L${-0.12 * W} ${BOTTOM}Z`, inner));
  if (shirt) {
    parts.push(fill(`M${-0.62 * W} 226L${-0.36 * W} 244L${-0.02 * W} 324L${0.34 * W} 244L${0.58 * W} 226Z`, look.skin));
    parts.push(fill(`M${0.04 * W} 250L${0.34 * W} 244L${-0.02 * W} 324Z`, shade(look.skin, -0.2), 0.8));
    parts.push(stroke(`M${-0.02 * W} 330L${0.02 * W} ${BOTTOM}`, shade(inner, -0.2), 2, 0.7));
    parts.push(`<circle cx="${0.01 * W}" cy="540" r="4" fill="${shade(inner, -0.25)}"/>`);
    parts.push(`<circle cx="${0.0 * W}" cy="410" r="4" fill="${shade(inner, -0.25)}"/>`);
  } else {
    parts.push(fill(`M${-0.62 * W} 226L${-0.52 * W} 238C${-0.36 * W} 300 ${0.34 * W} 300 ${0.5 * W} 238L${0.58 * W} 226Z`, look.skin));
    parts.push(fill(`M${0.1 * W} 280C${0.3 * W} 272 ${0.42 * W} 256 ${0.5 * W} 238L${0.2 * W} 238Z`, shade(look.skin, -0.2), 0.8));
    parts.push(stroke(`M${-0.52 * W} 238C${-0.36 * W} 300 ${0.34 * W} 300 ${0.5 * W} 238`, shade(inner, -0.18), 2.4, 0.8));
  }
  // Shadow of the jacket's edge on the shirt.
  parts.push(fill(`M${0.5 * W} 236L${0.66 * W} 236L${0.2 * W} ${BOTTOM}L${0.06 * W} ${BOTTOM}Z`, shade(inner, -0.3), 0.5));
  const left = `M${-0.66 * W} 236L${-1.02 * W} 258L${-1.42 * W} 392L${-1.2 * W} 404L${-1.3 * W} 428L${-0.3 * W} ${BOTTOM}L${-0.1 * W} ${BOTTOM}Z`;
  const right = `M${0.64 * W} 236L${0.98 * W} 258L${1.34 * W} 392L${1.14 * W} 404L${1.24 * W} 428L${0.34 * W} ${BOTTOM}L${0.12 * W} ${BOTTOM}Z`;
  parts.push(fill(left, lapelL), fill(right, lapelR));
  parts.push(stroke(`M${-1.3 * W} 428L${-0.3 * W} ${BOTTOM}`, edge, 2.4, 0.7), stroke(`M${1.24 * W} 428L${0.34 * W} ${BOTTOM}`, edge, 2.4, 0.7));
  parts.push(stroke(`M${-1.42 * W} 392L${-1.2 * W} 404M${1.34 * W} 392L${1.14 * W} 404`, edge, 2.4, 0.8));
  if (shirt) parts.push(shirtCollar(look));
  // A pocket square line on the chest, the one crisp detail that says "jacket" at avatar size.
  parts.push(stroke(`M${-2.1 * W} 560L${-1.35 * W} 548`, edge, 2.6, 0.55));
  return parts.join('');
}

function knit(look: Look, collar: boolean): string {
  const band = shade(look.clothes, -0.14);
  const parts: string[] = [];
  const outerBand = `M${-0.78 * W} 236C${-0.5 * W} 330 ${0.48 * W} 330 ${0.74 * W} 236`;
  parts.push(fill(`M${-0.6 * W} 226C${-0.4 * W} 292 ${0.38 * W} 292 ${0.56 * W} 226Z`, look.skin));
  parts.push(fill(`M${0.08 * W} 276C${0.3 * W} 268 ${0.46 * W} 250 ${0.56 * W} 226L${0.2 * W} 226Z`, shade(look.skin, -0.22), 0.8));
  if (collar) {
    parts.push(fill(`M${-0.5 * W} 224L${-0.8 * W} 252L${-0.5 * W} 318L${-0.04 * W} 296L${-0.34 * W} 244Z`, look.inner));
    parts.push(fill(`M${0.48 * W} 224L${0.76 * W} 252L${0.48 * W} 314L${0.02 * W} 296L${0.32 * W} 244Z`, shade(look.inner, -0.12)));
  }
  parts.push(fill(`${outerBand}L${0.56 * W} 230C${0.38 * W} 300 ${-0.4 * W} 300 ${-0.6 * W} 230Z`, band));
  // Ribbing: a few short strokes across the band.
  const ribs: string[] = [];
  for (let k = -6; k <= 6; k++) {
    const t = k / 6.6;
    const x = t * 0.66 * W;
    const y1 = 268 + (1 - t * t) * 26;
    ribs.push(`M${x.toFixed(1)} ${(y1 - 14 * (1 - Math.abs(t) * 0.6)).toFixed(1)}L${(x * 1.12).toFixed(1)} ${(y1 + 8).toFixed(1)}`);
  }
  parts.push(stroke(ribs.join(''), shade(look.clothes, -0.35), 1.6, 0.5));
  if (look.presentation === 'feminine' && !collar) {
    // A fine chain: silver on dark knit, the one amber point on a light one.
    const chain = luminance(look.clothes) > 0.6 ? '#F5A524' : '#E8ECF5';
    parts.push(stroke(`M${-0.5 * W} 240C${-0.34 * W} 330 ${0.3 * W} 330 ${0.46 * W} 240`, chain, 1.6, 0.85));
    parts.push(`<circle cx="${-0.04 * W}" cy="318" r="5" fill="${chain}"/>`);
  }
  return parts.join('');
}

export function body(look: Look): string {
  const parts = [`<clipPath id="torso"><path d="${torso()}"/></clipPath>`, fill(torso(), look.clothes)];
  parts.push(`<g clip-path="url(#torso)">${clothShading(look.clothes)}</g>`);
  if (look.outfit === 'blazerShirt') parts.push(blazer(look, true));
  else if (look.outfit === 'blazerTop') parts.push(blazer(look, false));
  else parts.push(knit(look, look.outfit === 'knitCollar'));
  // A faint rim of night light along the far shoulder separates the figure from the ground.
  parts.push(stroke(`M${0.9 * W} 262C${1.9 * W} 272 ${2.4 * W} 290 ${2.75 * W} 304C${3.1 * W} 320 ${3.3 * W} 360 ${3.36 * W} 420`, mix(look.clothes, '#14C8B0', 0.5), 3, 0.5));
  return parts.join('');
}
