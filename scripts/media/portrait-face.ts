/**
 * The head of a portrait in figure units: eye line at y = 0, face axis at x = 0, face half-width
 * 100. The head is turned a little towards the viewer's left, where the key light is, so the
 * features sit left of the axis and the far (right) side of the face falls into flat shadow.
 */
import type { Look } from './portrait-look';
import { P, blob, curve, ellipse, fill, luminance, mix, shade, stroke } from './portrait-paint';
import type { Point } from './svg-patterns';

export const W = 100;
/** Horizontal shift of the features: the three-quarter turn. */
export const FX = -9;
const NEAR = 1.04;
const FAR = 0.93;

export function faceOutline(look: Look): Point[] {
  const j = look.jaw;
  const side = (s: -1 | 1) => {
    const k = s < 0 ? NEAR : FAR;
    return [
      P(s * 0.64 * W * k, -160),
      P(s * 0.95 * W * k, -112),
      P(s * 1.04 * W * k, -40),
      P(s * 1.02 * W * k * j, 30),
      P(s * 0.94 * W * k * j, 92),
      P(s * 0.72 * W * k * j, 136),
      P(s * 0.36 * W * k, 158),
    ];
  };
  return [P(FX * 0.3, -176), ...side(1), P(FX * 0.5, 165), ...side(-1).reverse()];
}

/** Ears, neck and its shadow: drawn before the clothes so collars overlap the neck. */
export function neck(look: Look): string {
  const shadow = shade(look.skin, -0.22);
  const d = `M${-0.58 * W} 90L${-0.64 * W} 300L${0.6 * W} 300L${0.54 * W} 90Z`;
  return [
    fill(d, look.skin),
    // The jaw's cast shadow and the turned side of the neck.
    `<g clip-path="url(#neck)">${ellipse(FX + 18, 140, 84, 58, shadow)}</g>`,
  ].join('');
}

export function neckClip(): string {
  return `<clipPath id="neck"><path d="M${-0.58 * W} 90L${-0.64 * W} 330L${0.6 * W} 330L${0.54 * W} 90Z"/></clipPath>`;
}

export function ears(look: Look): string {
  const ear = (s: -1 | 1) => {
    const k = s < 0 ? 1 : 0.82;
    const x = (v: number) => s * (0.9 * W + v * k);
    const outer = blob([P(x(4), -14), P(x(22), -18), P(x(30), 8), P(x(24), 46), P(x(12), 70), P(x(0), 64), P(x(-2), 20)]);
    const inner = curve([P(x(18), -6), P(x(22), 14), P(x(16), 38), P(x(8), 50)]);
    const base = s < 0 ? look.skin : shade(look.skin, -0.12);
    return fill(outer, base) + stroke(inner, shade(look.skin, -0.32), 3.2, 0.75);
  };
  const earring = (s: -1 | 1) => {
    if (!look.earrings) return '';
    const x = s * (0.9 * W + 10 * (s < 0 ? 1 : 0.82));
    return ellipse(x, 72, 5.5, 5.5, '#E8ECF5') + ellipse(x - 1.8, 70, 1.8, 1.8, '#FFFFFF', 0.9);
  };
  return ear(-1) + ear(1) + earring(-1) + earring(1);
}

function lipTones(look: Look): { upper: string; lower: string; line: string } {
  const dark = luminance(look.skin) < 0.42;
  const tone = dark ? '#4A2320' : '#AE4E4C';
  const t = (look.presentation === 'feminine' ? 0.5 : 0.3) * (dark ? 0.8 : 1);
  const lower = mix(look.skin, tone, t);
  return { upper: shade(lower, -0.12), lower, line: shade(mix(look.skin, tone, 0.7), -0.45) };
}

function eye(look: Look, cx: number, w: number, near: boolean): string {
  const h = w * 0.37;
  const s = cx < FX ? -1 : 1; // the outer corner's side
  const outer = P(cx + (s * w) / 2, -h * 0.12);
  const inner = P(cx - (s * w) / 2, h * 0.06);
  const lx = (t: number) => outer.x + (inner.x - outer.x) * t;
  const upper = `M${outer.x} ${outer.y}C${lx(0.3)} ${-h * 1.02} ${lx(0.72)} ${-h * 1.02} ${inner.x} ${inner.y}`;
  const almond = `${upper}C${lx(0.72)} ${h * 0.62} ${lx(0.28)} ${h * 0.66} ${outer.x} ${outer.y}Z`;
  const crease = `M${lx(-0.04)} ${-h * 0.55}C${lx(0.3)} ${-h * 1.55} ${lx(0.72)} ${-h * 1.5} ${lx(0.98)} ${-h * 0.5}`;
  const lid = `${upper}C${lx(0.72)} ${-h * 1.5} ${lx(0.3)} ${-h * 1.55} ${outer.x} ${outer.y}Z`;
  const ix = cx + FX * 0.18;
  const r = h * 0.8;
  const id = near ? 'eyeN' : 'eyeF';
  const skinDark = shade(look.skin, -0.3);
  const lash = '#21170F';
  const fem = look.presentation === 'feminine';
  const parts = [
    // Socket: the eye sits a little deeper than the cheek.
    ellipse(cx, -3, w * 0.66, h * 1.25, shade(look.skin, -0.07), 0.45),
    fill(lid, shade(look.skin, -0.1)),
    `<clipPath id="${id}"><path d="${almond}"/></clipPath>`,
    fill(almond, '#ECE5DE'),
    `<g clip-path="url(#${id})">`,
    ellipse(ix, -h * 0.12, r, r, look.iris),
    `<circle cx="${ix}" cy="${-h * 0.12}" r="${r}" fill="none" stroke="${shade(look.iris, -0.45)}" stroke-width="1.6"/>`,
    ellipse(ix, -h * 0.12, r * 0.42, r * 0.42, '#120D0B'),
    ellipse(ix - r * 0.36, -h * 0.42, r * 0.2, r * 0.2, '#FFFFFF', 0.9),
    // The upper lid's shadow on the eyeball.
    stroke(upper, '#2A1A12', 9, 0.28),
    '</g>',
    stroke(upper, lash, fem ? 4 : 3.4),
    stroke(crease, skinDark, 1.8, 0.55),
    stroke(`M${lx(0.12)} ${h * 0.36}C${lx(0.35)} ${h * 0.78} ${lx(0.7)} ${h * 0.72} ${lx(0.96)} ${h * 0.2}`, skinDark, 1.4, 0.5),
  ];
  if (fem) parts.push(stroke(`M${outer.x} ${outer.y}L${outer.x + s * 5} ${outer.y - 4}`, lash, 2.6));
  if (look.age >= 50) {
    parts.push(stroke(`M${outer.x + s * 8} ${outer.y + 2}l${s * 9} -3M${outer.x + s * 8} ${outer.y + 9}l${s * 8} 3`, skinDark, 1.3, 0.4));
  }
  if (look.age >= 40) parts.push(stroke(`M${lx(0.2)} ${h * 1.3}C${lx(0.45)} ${h * 1.75} ${lx(0.75)} ${h * 1.6} ${lx(0.92)} ${h * 1.1}`, skinDark, 1.2, 0.28));
  return parts.join('');
}

function brow(look: Look, cx: number, w: number, y: number): string {
  const s = cx < FX ? -1 : 1;
  const th = look.presentation === 'masculine' ? 9 : 6.5;
  const xs = [-0.45, -0.1, 0.25, 0.58].map((t) => cx - s * t * w * 1.05);
  const ys = [y + 4, y - 5, y - 6, y + 2];
  const ts = [th, th * 0.9, th * 0.65, th * 0.25];
  const top = xs.map((x, k) => P(x, (ys[k] ?? 0) - (ts[k] ?? 0) / 2));
  const bottom = xs.map((x, k) => P(x, (ys[k] ?? 0) + (ts[k] ?? 0) / 2)).reverse();
  const grey = luminance(look.hair) > 0.55;
  const color = grey ? shade(look.hair, -0.35) : luminance(look.hair) > 0.4 ? shade(look.hair, -0.42) : shade(look.hair, 0.05);
  return fill(blob([...top, ...bottom]), color, 0.95);
}

function nose(look: Look): string {
  const x = FX;
  const big = look.presentation === 'masculine' ? 1.08 : 1;
  const s = (v: number) => v * big;
  const side = shade(look.skin, -0.14);
  const under = shade(look.skin, -0.24);
  const nostril = shade(look.skin, -0.5);
  return [
    // The bridge's far side: the plane turned away from the light.
    fill(`M${x + 8} -6C${x + 12} 14 ${x + s(18)} 36 ${x + s(22)} ${s(56)}L${x + s(14)} ${s(60)}C${x + 12} 40 ${x + 8} 18 ${x + 3} -2Z`, side, 0.85),
    fill(`M${x - s(20)} ${s(58)}C${x - s(12)} ${s(71)} ${x + s(14)} ${s(73)} ${x + s(23)} ${s(58)}C${x + s(12)} ${s(66)} ${x - s(10)} ${s(66)} ${x - s(20)} ${s(58)}Z`, under, 0.9),
    ellipse(x - s(9), s(64), s(5.5), s(2.6), nostril, 1, 14),
    ellipse(x + s(11), s(64), s(5.5), s(2.6), nostril, 1, -14),
    stroke(`M${x - s(15)} ${s(47)}C${x - s(26)} ${s(51)} ${x - s(25)} ${s(63)} ${x - s(14)} ${s(64)}`, shade(look.skin, -0.26), 2.2, 0.8),
    stroke(`M${x + s(18)} ${s(46)}C${x + s(29)} ${s(51)} ${x + s(28)} ${s(63)} ${x + s(17)} ${s(65)}`, shade(look.skin, -0.34), 2.2, 0.85),
    ellipse(x - s(3), s(50), s(4), s(6), shade(look.skin, 0.2), 0.45),
  ].join('');
}

function mouth(look: Look): string {
  const lips = lipTones(look);
  const mw = look.presentation === 'feminine' ? 60 : 58;
  const full = look.presentation === 'feminine' ? 1.15 : 0.85;
  const x0 = FX * 0.85;
  const y0 = 99;
  const x = (v: number) => x0 + v;
  const y = (v: number) => y0 + v;
  const h = mw / 2;
  const upper = `M${x(-h)} ${y(-3.5)}C${x(-h * 0.62)} ${y(-5 * full)} ${x(-h * 0.35)} ${y(-10 * full)} ${x(-5)} ${y(-8.5 * full)}Q${x(0)} ${y(-6 * full)} ${x(5)} ${y(-8.5 * full)}C${x(h * 0.35)} ${y(-10 * full)} ${x(h * 0.62)} ${y(-5 * full)} ${x(h)} ${y(-3.5)}C${x(h * 0.5)} ${y(2.2)} ${x(-h * 0.5)} ${y(2.2)} ${x(-h)} ${y(-3.5)}Z`;
  const lower = `M${x(-h + 3)} ${y(-2)}C${x(-h * 0.5)} ${y(2.4)} ${x(h * 0.5)} ${y(2.4)} ${x(h - 3)} ${y(-2)}C${x(h * 0.6)} ${y(13 * full)} ${x(-h * 0.6)} ${y(13 * full)} ${x(-h + 3)} ${y(-2)}Z`;
  const line = `M${x(-h)} ${y(-3.5)}C${x(-h * 0.5)} ${y(2.4)} ${x(h * 0.5)} ${y(2.4)} ${x(h)} ${y(-3.5)}`;
  return [
    // Philtrum and the shadow under the lower lip model the mouth without outlines.
    fill(`M${x(-5)} ${y(-9 * full)}L${x(-3)} ${y(-36)}L${x(4)} ${y(-36)}L${x(6)} ${y(-9 * full)}Z`, shade(look.skin, -0.08), 0.7),
    ellipse(x(2), y(19 * full + 3), 14, 4, shade(look.skin, -0.14), 0.45),
    fill(upper, lips.upper),
    fill(lower, lips.lower),
    ellipse(x(-6), y(6 * full), 8, 2.2, '#FFFFFF', 0.22),
    stroke(line, lips.line, 2.2),
    stroke(`M${x(-h - 3)} ${y(-7)}q2 3 1 6M${x(h + 3)} ${y(-7)}q-2 3 -1 6`, shade(look.skin, -0.3), 1.4, 0.55),
  ].join('');
}

/** Short strokes along the jaw; fixed positions, so the texture is identical on every canvas. */
function beardTexture(): string {
  const out: string[] = [];
  for (let k = 0; k < 26; k++) {
    const t = k / 25;
    const a = Math.PI * (0.08 + 0.84 * t);
    const x = -Math.cos(a) * 0.86 * W + FX * 0.4;
    const y = 40 + Math.sin(a) * 112;
    out.push(`M${x.toFixed(1)} ${y.toFixed(1)}l${(-Math.cos(a) * 7).toFixed(1)} ${(Math.sin(a) * 9).toFixed(1)}`);
  }
  return out.join('');
}

function beard(look: Look): string {
  if (look.beard === 'none') return '';
  const j = look.jaw;
  const outer = [
    P(-0.99 * W * NEAR, -14),
    P(-0.99 * W * NEAR * j, 34),
    P(-0.91 * W * NEAR * j, 96),
    P(-0.68 * W * NEAR * j, 142),
    P(-0.32 * W, 168),
    P(FX * 0.5, 174),
    P(0.32 * W, 166),
    P(0.68 * W * FAR * j, 140),
    P(0.91 * W * FAR * j, 96),
    P(0.98 * W * FAR * j, 34),
    P(0.97 * W * FAR, -14),
  ];
  const inner = [
    P(0.9 * W, -12),
    P(0.84 * W, 44),
    P(0.62 * W, 80),
    P(FX + 34, 84),
    P(FX + 10, 76),
    P(FX - 10, 76),
    P(FX - 34, 84),
    P(-0.64 * W, 80),
    P(-0.88 * W, 44),
    P(-0.92 * W, -12),
  ];
  const d = blob([...outer, ...inner]);
  const color = look.beard === 'short' ? mix(look.hair, look.skin, 0.12) : mix(look.skin, look.hair, 0.35);
  return [
    fill(d, color, look.beard === 'short' ? 0.84 : 0.6),
    // Texture: short strokes following the jaw, lighter on the lit side.
    look.beard === 'short' ? stroke(beardTexture(), shade(look.hair, 0.25), 1.6, 0.35) : '',
  ].join('');
}

function shading(look: Look): string {
  const dark = mix(look.skin, '#1A0C06', 0.55);
  const far = `M${0.4 * W} -220C${0.72 * W} -90 ${0.5 * W} 10 ${0.6 * W} 70C${0.66 * W} 118 ${0.4 * W} 160 ${0.06 * W} 190L${1.4 * W} 200L${1.4 * W} -220Z`;
  const parts = [
    fill(far, dark, 0.3),
    // Cheekbone plane on the lit side, and a little warmth on both cheeks.
    ellipse(FX - 52, 66, 24, 12, mix(look.skin, '#C8615A', 0.35), 0.14),
    ellipse(FX + 50, 66, 20, 11, mix(look.skin, '#C8615A', 0.35), 0.1),
  ];
  if (look.age >= 50) {
    parts.push(stroke(`M${FX - 40} -78C${FX - 10} -84 ${FX + 20} -84 ${FX + 44} -78`, shade(look.skin, -0.2), 1.6, 0.35));
  }
  if (look.age >= 40) {
    const fold = shade(look.skin, -0.28);
    parts.push(stroke(`M${FX - 24} 66C${FX - 36} 78 ${FX - 40} 92 ${FX - 36} 108`, fold, 2, look.age >= 50 ? 0.45 : 0.3));
    parts.push(stroke(`M${FX + 28} 66C${FX + 40} 78 ${FX + 42} 92 ${FX + 38} 108`, fold, 2, look.age >= 50 ? 0.45 : 0.3));
  }
  return parts.join('');
}

function glasses(look: Look, eyes: Array<{ cx: number; w: number }>): string {
  if (look.glasses === 'none') return '';
  const metal = look.glasses === 'metal';
  const color = metal ? '#4D535F' : '#2E221C';
  const width = metal ? 2.8 : 4;
  const out: string[] = [];
  for (const { cx, w } of eyes) {
    // Metal frames narrow and rectangular, acetate ones rounder and deeper: two distinct faces.
    const gw = w * (metal ? 1.55 : 1.62);
    const gh = w * (metal ? 0.86 : 1.08);
    const x = cx - gw / 2;
    const y = -gh / 2 + 4;
    out.push(`<rect x="${x}" y="${y}" width="${gw}" height="${gh}" rx="${gh * (metal ? 0.3 : 0.5)}" fill="#FFFFFF" fill-opacity="0.06" stroke="${color}" stroke-width="${width}"/>`);
  }
  const [l, r] = eyes;
  if (l && r) {
    const li = l.cx + (l.w * 1.6) / 2;
    const ri = r.cx - (r.w * 1.6) / 2;
    out.push(stroke(`M${li} -6Q${(li + ri) / 2} -14 ${ri} -6`, color, width));
    out.push(stroke(`M${l.cx - l.w * 0.8} -8L${-0.95 * W * NEAR} -12`, color, width));
    out.push(stroke(`M${r.cx + r.w * 0.8} -8L${0.9 * W * FAR} -12`, color, width));
    // One glint, from the key light.
    out.push(fill(`M${l.cx - l.w * 0.55} 14L${l.cx - l.w * 0.1} -18L${l.cx + l.w * 0.05} -18L${l.cx - l.w * 0.4} 14Z`, '#FFFFFF', 0.14));
  }
  return out.join('');
}

export function faceClip(look: Look): string {
  return `<clipPath id="face"><path d="${blob(faceOutline(look))}"/></clipPath>`;
}

/** Face, shading and features; hair and clothes are drawn around it by the caller. */
export function face(look: Look): string {
  const eyes = [
    { cx: -43 + FX, w: 46 },
    { cx: 40 + FX, w: 42 },
  ];
  const [l, r] = eyes as [{ cx: number; w: number }, { cx: number; w: number }];
  return [
    fill(blob(faceOutline(look)), look.skin),
    `<g clip-path="url(#face)">`,
    beard(look),
    eye(look, l.cx, l.w, true),
    eye(look, r.cx, r.w, false),
    brow(look, l.cx, l.w, -36),
    brow(look, r.cx, r.w, -35),
    nose(look),
    mouth(look),
    shading(look),
    '</g>',
    glasses(look, eyes),
  ].join('');
}
