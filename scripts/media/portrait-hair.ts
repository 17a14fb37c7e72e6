/**
 * Hair in figure units (see portrait-face.ts). Each style gives a back layer (behind the neck
 * and clothes) and a front layer (over the forehead and, for long hair, over the shoulders). Hair
 * is modelled with flat shapes: the base colour, a shadow plane on the far side, a few lit strands
 * on the near side, and the hair's shadow on the forehead.
 */
import { createRng } from './prng';
import type { Look } from './portrait-look';
import { W } from './portrait-face';
import { P, blob, curve, fill, mix, shade, stroke } from './portrait-paint';
import type { Point } from './svg-patterns';

export interface HairLayers {
  back: string;
  front: string;
}

const mirrorIf = (flip: boolean, points: Point[]): Point[] => (flip ? points.map((p) => P(-p.x, p.y)) : points);
const S = (x: number, y: number) => P(x * W, y);

/** Base colour, far-side shadow and lit strands, all inside the outline. */
function painted(look: Look, id: string, d: string, strands: string[], flip = false): string {
  const dark = mix(look.hair, '#05070D', 0.55);
  const light = shade(look.hair, look.hair === '#1A1411' || look.hair === '#2F241E' ? 0.2 : 0.28);
  const far = flip ? -1 : 1;
  return [
    `<clipPath id="${id}"><path d="${d}"/></clipPath>`,
    fill(d, look.hair),
    `<g clip-path="url(#${id})">`,
    fill(`M${far * 0.3 * W} -400C${far * 0.7 * W} -160 ${far * 0.55 * W} 100 ${far * 0.75 * W} 600L${far * 3 * W} 600L${far * 3 * W} -400Z`, dark, 0.45),
    // The crown's lit plane, towards the key light.
    fill(`M${-far * 1.4 * W} -80C${-far * 1.3 * W} -200 ${-far * 0.6 * W} -290 ${far * 0.1 * W} -280C${-far * 0.5 * W} -240 ${-far * 0.9 * W} -160 ${-far * 1.0 * W} -20Z`, light, 0.28),
    strands.map((s, k) => stroke(s, k % 3 === 2 ? shade(look.hair, -0.3) : light, k % 3 === 2 ? 2.2 : 3, k % 3 === 2 ? 0.5 : 0.55)).join(''),
    '</g>',
  ].join('');
}

/** The hair's shadow on the forehead: the front outline, offset down and right, clipped to the face. */
function castShadow(look: Look, d: string): string {
  return `<g clip-path="url(#face)"><path d="${d}" transform="translate(7 11)" fill="${mix(look.skin, '#1A0C06', 0.5)}" fill-opacity="0.32"/></g>`;
}

/** Hair on the crown under a parting, so the skin never shows through between two locks. */
function cap(look: Look): string {
  const d = blob([S(-0.9, -70), S(-0.96, -150), S(-0.55, -240), S(0.5, -244), S(0.95, -150), S(0.9, -70), S(0.5, -116), S(0, -140), S(-0.5, -118)]);
  return fill(d, shade(look.hair, -0.15));
}

function crop(look: Look): HairLayers {
  const d = blob([
    S(-0.94, 10), S(-1.02, -60), S(-1.02, -132), S(-0.88, -184), S(-0.5, -210), S(0.05, -216), S(0.5, -207), S(0.86, -180),
    S(0.98, -132), S(0.95, -60), S(0.88, 10), S(0.82, 6), S(0.84, -60), S(0.8, -108), S(0.66, -138), S(0.4, -128), S(0.1, -121),
    S(-0.25, -123), S(-0.55, -131), S(-0.72, -140), S(-0.86, -110), S(-0.9, -50), S(-0.88, 6),
  ]);
  const strands = [
    curve([S(-0.7, -124), S(-0.62, -170), S(-0.3, -198)]),
    curve([S(-0.4, -132), S(-0.3, -176), S(0.05, -202)]),
    curve([S(0.2, -136), S(0.35, -176), S(0.6, -194)]),
    curve([S(-0.1, -136), S(0.0, -176), S(0.3, -204)]),
    curve([S(-0.92, -40), S(-0.96, -110), S(-0.8, -180)]),
    curve([S(0.5, -128), S(0.7, -160), S(0.86, -168)]),
  ];
  return { back: '', front: castShadow(look, d) + painted(look, 'hairF', d, strands) };
}

function sidePart(look: Look): HairLayers {
  const flip = look.part === 1;
  const m = (pts: Point[]) => mirrorIf(flip, pts);
  const d = blob(
    m([
      S(-0.94, 2), S(-1.02, -70), S(-1.04, -146), S(-0.9, -196), S(-0.5, -222), S(0.05, -228), S(0.56, -218), S(0.92, -188),
      S(1.02, -140), S(0.97, -70), S(0.87, 2), S(0.81, -4), S(0.82, -82), S(0.73, -128), S(0.5, -134), S(0.16, -146),
      S(-0.18, -158), S(-0.4, -170), S(-0.6, -150), S(-0.76, -130), S(-0.85, -80), S(-0.86, -4),
    ]),
  );
  const strands = [
    curve(m([S(-0.36, -176), S(-0.1, -200), S(0.4, -200), S(0.9, -160)])),
    curve(m([S(-0.36, -188), S(0.0, -206), S(0.5, -202), S(0.92, -168)])),
    curve(m([S(-0.3, -168), S(0.0, -178), S(0.4, -170), S(0.75, -140)])),
    curve(m([S(-0.4, -205), S(-0.7, -200), S(-0.95, -150)])),
    curve(m([S(-0.6, -160), S(-0.85, -130), S(-0.95, -60)])),
    curve(m([S(-0.38, -172), S(-0.34, -204), S(-0.22, -224)])),
  ];
  return { back: '', front: castShadow(look, d) + painted(look, 'hairF', d, strands, flip) };
}

function bob(look: Look): HairLayers {
  const flip = look.part === 1;
  const m = (pts: Point[]) => mirrorIf(flip, pts);
  const back = blob(m([S(-1.05, 100), S(-1.02, 196), S(-0.4, 214), S(0.4, 212), S(1.04, 196), S(1.06, 100), S(0, 40)]));
  const d = blob(
    m([
      S(-0.4, -150), S(-0.7, -128), S(-0.9, -80), S(-0.98, 10), S(-0.96, 100), S(-0.88, 160), S(-0.96, 188), S(-1.14, 170),
      S(-1.24, 90), S(-1.24, -20), S(-1.14, -128), S(-0.9, -204), S(-0.48, -238), S(0.02, -246), S(0.52, -234), S(0.94, -190),
      S(1.18, -100), S(1.26, 20), S(1.22, 130), S(1.1, 184), S(0.92, 190), S(0.9, 110), S(0.95, 10), S(0.86, -56), S(0.62, -104),
      S(0.22, -132), S(-0.14, -142),
    ]),
  );
  const strands = [
    curve(m([S(-0.3, -206), S(0.1, -186), S(0.6, -128), S(0.95, -30), S(1.05, 120)])),
    curve(m([S(-0.2, -226), S(0.3, -208), S(0.85, -136), S(1.12, 0), S(1.12, 150)])),
    curve(m([S(-0.5, -220), S(-0.95, -150), S(-1.1, -20), S(-1.05, 140)])),
    curve(m([S(-0.42, -200), S(-0.8, -120), S(-0.98, 20), S(-0.95, 170)])),
    curve(m([S(0.0, -200), S(0.4, -160), S(0.7, -80), S(0.95, 60)])),
    curve(m([S(-0.62, -226), S(-1.02, -150), S(-1.14, 0)])),
  ];
  return {
    back: fill(back, shade(look.hair, -0.35)),
    front: castShadow(look, d) + cap(look) + painted(look, 'hairF', d, strands, flip),
  };
}

function longWavy(look: Look): HairLayers {
  const flip = look.part === 1;
  const m = (pts: Point[]) => mirrorIf(flip, pts);
  const back = blob([
    S(0, -236), S(0.92, -200), S(1.3, -100), S(1.46, 80), S(1.6, 260), S(1.55, 400), S(1.2, 446), S(0.6, 380), S(0, 360),
    S(-0.6, 380), S(-1.2, 446), S(-1.55, 400), S(-1.6, 260), S(-1.46, 80), S(-1.3, -100), S(-0.92, -200),
  ]);
  const d = blob(
    m([
      S(-0.3, -150), S(-0.62, -130), S(-0.88, -80), S(-0.97, 10), S(-0.93, 110), S(-0.88, 196), S(-1.0, 278), S(-1.18, 356),
      S(-1.28, 440), S(-1.52, 428), S(-1.6, 336), S(-1.5, 240), S(-1.46, 140), S(-1.36, 20), S(-1.22, -110), S(-0.95, -196),
      S(-0.5, -232), S(0.05, -240), S(0.6, -226), S(1.0, -178), S(1.25, -80), S(1.38, 40), S(1.46, 150), S(1.58, 250),
      S(1.62, 350), S(1.52, 444), S(1.3, 468), S(1.14, 380), S(1.0, 290), S(0.9, 200), S(0.94, 110), S(0.97, 10), S(0.86, -64),
      S(0.6, -112), S(0.22, -138), S(-0.05, -146),
    ]),
  );
  const strands = [
    curve(m([S(-0.2, -212), S(0.3, -188), S(0.8, -110), S(1.08, 20), S(1.12, 150), S(1.3, 270), S(1.36, 420)])),
    curve(m([S(-0.1, -228), S(0.5, -206), S(1.02, -120), S(1.24, 40), S(1.3, 170), S(1.46, 300)])),
    curve(m([S(-0.4, -214), S(-0.85, -150), S(-1.1, -10), S(-1.14, 130), S(-1.3, 260), S(-1.38, 400)])),
    curve(m([S(-0.34, -200), S(-0.74, -120), S(-1.0, 30), S(-1.02, 170), S(-1.16, 320)])),
    curve(m([S(0.1, -196), S(0.55, -150), S(0.92, -40), S(1.04, 100), S(1.1, 240)])),
    curve(m([S(-0.62, -226), S(-1.1, -150), S(-1.28, 20), S(-1.3, 200)])),
  ];
  return {
    back: fill(back, shade(look.hair, -0.35)),
    front: castShadow(look, d) + cap(look) + painted(look, 'hairF', d, strands, flip),
  };
}

/** Natural hair with volume: a rounded mass with a soft, textured edge and a few coils of light. */
function natural(look: Look, seed: string): HairLayers {
  const rng = createRng(`hair/${seed}`);
  const points: Point[] = [];
  const count = 64;
  for (let k = 0; k < count; k++) {
    const a = (Math.PI * 2 * k) / count;
    const r = 1 + 0.028 * Math.sin(11 * a + 0.6) + 0.018 * Math.sin(23 * a + 1.3) + rng.range(-0.012, 0.012);
    points.push(P(Math.cos(a) * 1.56 * W * r, -96 + Math.sin(a) * 1.44 * W * r));
  }
  const d = blob(points);
  const hairline = `M${-2.2 * W} 14L${-0.97 * W} 14C${-0.95 * W} -60 ${-0.8 * W} -112 ${-0.5 * W} -132C${-0.2 * W} -146 ${0.2 * W} -146 ${0.5 * W} -132C${0.8 * W} -112 ${0.95 * W} -60 ${0.96 * W} 14L${2.2 * W} 14L${2.2 * W} -400L${-2.2 * W} -400Z`;
  const coils: string[] = [];
  for (let k = 0; k < 160; k++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = Math.sqrt(rng.next()) * 1.42 * W;
    const x = Math.cos(a) * rr;
    const y = -96 + Math.sin(a) * rr * 0.94;
    const r = rng.range(4, 7.5);
    const t0 = rng.range(0, Math.PI * 2);
    const t1 = t0 + Math.PI * 0.9;
    coils.push(`M${(x + Math.cos(t0) * r).toFixed(1)} ${(y + Math.sin(t0) * r).toFixed(1)}A${r.toFixed(1)} ${r.toFixed(1)} 0 0 1 ${(x + Math.cos(t1) * r).toFixed(1)} ${(y + Math.sin(t1) * r).toFixed(1)}`);
  }
  const light = shade(look.hair, 0.22);
  const body = (id: string) =>
    [
      fill(d, look.hair),
      `<g clip-path="url(#${id})">`,
      stroke(coils.join(''), light, 1.8, 0.3),
      fill(`M${0.25 * W} -400C${0.8 * W} -160 ${0.7 * W} 0 ${1.0 * W} 200L${2.2 * W} 200L${2.2 * W} -400Z`, mix(look.hair, '#05070D', 0.6), 0.45),
      // Rim of key light on the near side of the volume.
      stroke(curve([S(-1.3, -20), S(-1.5, -110), S(-1.3, -200), S(-0.8, -245)]), light, 6, 0.35),
      '</g>',
    ].join('');
  return {
    back: `<clipPath id="hairB"><path d="${d}"/></clipPath>${body('hairB')}`,
    front: [
      `<clipPath id="hairline"><path d="${hairline}"/></clipPath>`,
      `<g clip-path="url(#face)"><path d="${hairline}" transform="translate(6 9)" fill="${mix(look.skin, '#1A0C06', 0.5)}" fill-opacity="0.3"/></g>`,
      `<g clip-path="url(#hairline)">${body('hairB')}</g>`,
    ].join(''),
  };
}

function bun(look: Look): HairLayers {
  const layers = crop(look);
  const knot = `<circle cx="${0.1 * W}" cy="-262" r="56" fill="${shade(look.hair, -0.1)}"/>${stroke(`M${-0.3 * W} -244Q${0.1 * W} -226 ${0.5 * W} -244`, shade(look.hair, -0.4), 4, 0.6)}`;
  return { back: knot, front: layers.front };
}

export function hair(look: Look, seed: string): HairLayers {
  switch (look.hairStyle) {
    case 'crop':
      return crop(look);
    case 'sidePart':
      return sidePart(look);
    case 'bob':
      return bob(look);
    case 'longWavy':
      return longWavy(look);
    case 'natural':
      return natural(look, seed);
    case 'bun':
      return bun(look);
  }
}
