/**
 * Illustrated executive avatars. Deliberately not photographic: flat geometric
 * head-and-shoulders figures on the brand backdrop, so the team page never implies
 * real faces for fictional people.
 */
import { color, n } from './brand';
import { at, createRng } from './prng';
import { contours, dotGridDefs, terrainField } from './svg-patterns';

export type Presentation = 'feminine' | 'masculine' | 'neutral';

const SKIN = ['#F3CFB3', '#E2AE87', '#C78B60', '#9A6444', '#6B422B', '#F7DCC6'];
const HAIR = ['#1C1A22', '#3A2A21', '#6A482E', '#A27344', '#A9AFBB', '#D8B47A'];
const CLOTHES = ['#2A44D8', '#46506A', '#1F2A47', '#0F8C7D', '#5B6784', '#32406B'];
const STYLES: Record<Presentation, HairStyle[]> = {
  masculine: ['crop', 'sidePart', 'buzz', 'curlyShort'],
  feminine: ['long', 'bob', 'bun', 'curlyLong'],
  neutral: ['crop', 'bob', 'sidePart', 'curlyShort', 'long', 'bun'],
};
type HairStyle = 'crop' | 'sidePart' | 'buzz' | 'curlyShort' | 'long' | 'bob' | 'bun' | 'curlyLong';
const NECKLINES = ['blazer', 'crew', 'turtleneck'] as const;

export interface PortraitOptions {
  presentation?: Presentation;
  /**
   * Position among all portraits being generated. Hair, skin and clothing rotate by
   * slot so a team of five never gets two look-alikes, which pure hashing cannot promise.
   */
  slot?: number;
}

/** Lightens (positive) or darkens (negative) a hex colour; used for shading without new palette entries. */
function shade(hex: string, amount: number): string {
  const v = parseInt(hex.slice(1), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function portrait(seed: string, options: PortraitOptions = {}): string {
  const size = 480;
  const rng = createRng(`people/${seed}`);
  const slot = options.slot ?? rng.int(0, 5);
  const presentation = options.presentation ?? 'neutral';
  const styles = STYLES[presentation];
  // Fixed rotation offsets (coprime-ish strides) spread attributes independently across slots.
  const style = at(styles, (slot + (presentation === 'neutral' ? 0 : Math.floor(slot / 2))) % styles.length);
  const skin = at(SKIN, (slot * 2 + 1) % SKIN.length);
  // Grey hair only on the deepest skin tones would be a stereotype; pick hair by its own stride.
  const hair = at(HAIR, (slot * 5 + 2) % HAIR.length);
  const clothes = at(CLOTHES, (slot * 1 + 3) % CLOTHES.length);
  const neckline = at(NECKLINES, (slot + 1) % NECKLINES.length);
  const glowHue = rng.chance(0.5) ? color.primary : color.accent;

  const cx = 240;
  const cy = 206 + rng.range(-4, 4);
  const rx = 70 + rng.range(-4, 4);
  const ry = 86 + rng.range(-3, 4);
  const skinShadow = shade(skin, -0.16);

  const defs: string[] = [];
  const body: string[] = [];

  // Backdrop: same ink gradient as the rest of the site, with a soft glow behind the head.
  defs.push(
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color.ink2}"/><stop offset="1" stop-color="${color.ink}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${cx}" cy="${n(cy + 20)}" r="260" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${glowHue}" stop-opacity="0.42"/><stop offset="0.55" stop-color="${glowHue}" stop-opacity="0.12"/><stop offset="1" stop-color="${glowHue}" stop-opacity="0"/></radialGradient>`,
    dotGridDefs('dots', 20, 1, color.mist, 0.12),
    `<clipPath id="head"><ellipse cx="${cx}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/></clipPath>`,
  );
  body.push(`<rect width="${size}" height="${size}" fill="url(#bg)"/>`);
  const field = terrainField(rng.fork('terrain'), size, size, { summits: [{ x: cx, y: cy, radius: 140, height: 0.4 }] });
  body.push(contours(field, size, size, { levels: 12, step: 8, stroke: color.mist, opacity: 0.07, width: 1 }));
  body.push(`<rect width="${size}" height="${size}" fill="url(#dots)"/>`);
  body.push(`<rect width="${size}" height="${size}" fill="url(#glow)"/>`);
  // A thin teal orbit: the symbol's ring, echoed behind each person.
  body.push(
    `<circle cx="${cx}" cy="${n(cy + 24)}" r="150" fill="none" stroke="${color.accent}" stroke-opacity="0.22" stroke-width="1.5" stroke-dasharray="2 6"/>`,
  );

  // Hair that falls behind the shoulders is drawn before the body.
  if (style === 'long' || style === 'curlyLong') {
    const w = rx + (style === 'curlyLong' ? 30 : 18);
    const bottom = cy + ry + (style === 'curlyLong' ? 90 : 110);
    body.push(
      `<path d="M${n(cx - w)} ${n(cy - 10)}C${n(cx - w)} ${n(cy - ry - 40)} ${n(cx + w)} ${n(cy - ry - 40)} ${n(cx + w)} ${n(cy - 10)}L${n(cx + w + 8)} ${n(bottom)}Q${n(cx)} ${n(bottom + 24)} ${n(cx - w - 8)} ${n(bottom)}Z" fill="${shade(hair, -0.12)}"/>`,
    );
    if (style === 'curlyLong') {
      let curls = '';
      for (let k = 0; k < 16; k++) {
        const t = k / 15;
        const side = k % 2 === 0 ? -1 : 1;
        const y = cy - 20 + t * (bottom - cy);
        curls += `<circle cx="${n(cx + side * (w + rng.range(-4, 10)))}" cy="${n(y)}" r="${n(rng.range(20, 28))}"/>`;
      }
      body.push(`<g fill="${shade(hair, -0.12)}">${curls}</g>`);
    }
  } else if (style === 'bob') {
    const w = rx + 20;
    const bottom = cy + ry * 0.55;
    body.push(
      `<path d="M${n(cx - w)} ${n(cy)}C${n(cx - w)} ${n(cy - ry - 44)} ${n(cx + w)} ${n(cy - ry - 44)} ${n(cx + w)} ${n(cy)}L${n(cx + w - 4)} ${n(bottom)}Q${n(cx + w - 10)} ${n(bottom + 16)} ${n(cx + w - 34)} ${n(bottom + 8)}L${n(cx - w + 34)} ${n(bottom + 8)}Q${n(cx - w + 10)} ${n(bottom + 16)} ${n(cx - w + 4)} ${n(bottom)}Z" fill="${shade(hair, -0.1)}"/>`,
    );
  }

  // Shoulders and torso.
  const shoulderY = 374;
  const torso = `M40 ${size}C44 ${shoulderY + 24} 96 ${shoulderY - 22} 176 ${shoulderY - 30}L304 ${shoulderY - 30}C384 ${shoulderY - 22} 436 ${shoulderY + 24} 440 ${size}Z`;
  // Neck first so the collar overlaps it.
  const neckTop = cy + ry * 0.6;
  body.push(`<path d="M${cx - 33} ${n(neckTop)}L${cx - 36} ${shoulderY - 16}Q${cx} ${shoulderY + 8} ${cx + 36} ${shoulderY - 16}L${cx + 33} ${n(neckTop)}Z" fill="${skinShadow}"/>`);
  body.push(`<path d="${torso}" fill="${clothes}"/>`);
  const clothesDark = shade(clothes, -0.25);
  if (neckline === 'blazer') {
    const shirt = color.mist;
    body.push(`<path d="M${cx - 44} ${shoulderY - 30}L${cx} ${shoulderY + 52}L${cx + 44} ${shoulderY - 30}Z" fill="${shirt}"/>`);
    body.push(`<path d="M${cx - 32} ${shoulderY - 26}L${cx} ${shoulderY + 6}L${cx + 32} ${shoulderY - 26}Z" fill="${skinShadow}"/>`);
    // Lapels.
    body.push(
      `<path d="M${cx - 50} ${shoulderY - 32}L${cx - 8} ${shoulderY + 62}L${cx - 22} ${size}L${cx - 70} ${shoulderY + 10}Z" fill="${clothesDark}"/><path d="M${cx + 50} ${shoulderY - 32}L${cx + 8} ${shoulderY + 62}L${cx + 22} ${size}L${cx + 70} ${shoulderY + 10}Z" fill="${clothesDark}"/>`,
    );
  } else if (neckline === 'crew') {
    body.push(`<path d="M${cx - 40} ${shoulderY - 30}Q${cx} ${shoulderY + 20} ${cx + 40} ${shoulderY - 30}" fill="none" stroke="${clothesDark}" stroke-width="8" stroke-linecap="round"/>`);
  } else {
    const top = cy + ry - 14;
    // Same cloth as the torso: a darker collar reads as a neck brace, not a turtleneck.
    body.push(`<rect x="${cx - 44}" y="${n(top)}" width="88" height="${n(shoulderY - top)}" rx="22" fill="${clothes}"/>`);
    body.push(`<path d="M${cx - 38} ${n(top + 16)}Q${cx} ${n(top + 24)} ${cx + 38} ${n(top + 16)}M${cx - 40} ${n(top + 30)}Q${cx} ${n(top + 38)} ${cx + 40} ${n(top + 30)}" fill="none" stroke="${shade(clothes, -0.4)}" stroke-width="2" stroke-opacity="0.7"/>`);
  }

  // Ears, head, and a soft shadow on the far side for volume.
  const framed = style === 'long' || style === 'bob' || style === 'curlyLong';
  // Long styles cover the ears; drawing them would poke through the hair.
  if (!framed) body.push(`<ellipse cx="${n(cx - rx + 2)}" cy="${n(cy + 8)}" rx="12" ry="18" fill="${skinShadow}"/><ellipse cx="${n(cx + rx - 2)}" cy="${n(cy + 8)}" rx="12" ry="18" fill="${skinShadow}"/>`);
  body.push(`<ellipse cx="${cx}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${skin}"/>`);
  body.push(`<g clip-path="url(#head)"><ellipse cx="${n(cx + rx * 0.95)}" cy="${n(cy + 10)}" rx="${n(rx * 0.55)}" ry="${n(ry * 1.2)}" fill="${skinShadow}" fill-opacity="0.35"/></g>`);

  // Front hair: a cap above a hairline curve, clipped to a slightly enlarged head.
  // Hair sits higher on the crown than at the sides, so the cap is lifted rather than scaled uniformly.
  const capR = { x: rx + (style === 'buzz' ? 2 : framed ? 12 : 5), y: ry + (style === 'buzz' ? 3 : 12) };
  defs.push(`<clipPath id="cap"><ellipse cx="${cx}" cy="${n(cy - (style === 'buzz' ? 3 : 10))}" rx="${n(capR.x)}" ry="${n(capR.y)}"/></clipPath>`);
  const temple = cy + ry * (style === 'buzz' ? 0 : framed ? 0.45 : 0.08);
  const part = style === 'sidePart' || style === 'long' ? rng.pick([-1, 1]) : 0;
  // The hairline: a cubic from temple to temple. Framed styles get a low, flat fringe;
  // short styles an arched line that shows the forehead (a flat one reads as a knitted cap).
  const ctrlY = cy - ry * (framed ? 0.5 : style === 'buzz' ? 0.7 : style === 'bun' ? 1.0 : 0.85);
  const ctrlX = framed || style === 'buzz' ? rx * 0.6 : rx * 0.45;
  const hairline = `M${n(cx - rx - 20)} ${n(temple)}C${n(cx - ctrlX)} ${n(ctrlY - 4 + part * 18)} ${n(cx + ctrlX)} ${n(ctrlY + 4 - part * 18)} ${n(cx + rx + 20)} ${n(temple)}L${n(cx + rx + 20)} 0L${n(cx - rx - 20)} 0Z`;
  const hairFill = style === 'buzz' ? shade(hair, 0.05) : hair;
  body.push(`<g clip-path="url(#cap)"><path d="${hairline}" fill="${hairFill}" fill-opacity="${style === 'buzz' ? 0.85 : 1}"/></g>`);
  if (style === 'sidePart') {
    body.push(`<path d="M${n(cx - rx - 6)} ${n(cy - ry * 0.35)}C${n(cx - rx)} ${n(cy - ry - 36)} ${n(cx + rx * 0.9)} ${n(cy - ry - 34)} ${n(cx + rx + 6)} ${n(cy - ry * 0.4)}C${n(cx + rx * 0.3)} ${n(cy - ry * 0.95)} ${n(cx - rx * 0.4)} ${n(cy - ry * 0.8)} ${n(cx - rx - 6)} ${n(cy - ry * 0.35)}Z" fill="${hair}"/>`);
  }
  if (style === 'bun') {
    body.push(`<circle cx="${n(cx + rng.range(-6, 6))}" cy="${n(cy - ry - 22)}" r="34" fill="${hair}"/><path d="M${cx - 30} ${n(cy - ry - 4)}Q${cx} ${n(cy - ry + 6)} ${cx + 30} ${n(cy - ry - 4)}" stroke="${shade(hair, -0.3)}" stroke-width="4" fill="none" stroke-linecap="round"/>`);
    // Combed-back strands: without texture a smooth cap of pale hair reads as a hat.
    const strands = [-0.75, -0.4, 0.4, 0.75]
      .map((f) => `M${n(cx + rx * f)} ${n(cy - ry * 0.25)}Q${n(cx + rx * f * 0.8)} ${n(cy - ry * 0.85)} ${n(cx + f * 14)} ${n(cy - ry - 2)}`)
      .join('');
    body.push(`<g clip-path="url(#cap)"><path d="${strands}" fill="none" stroke="${shade(hair, -0.22)}" stroke-width="2.5" stroke-opacity="0.7" stroke-linecap="round"/></g>`);
  }
  if (style === 'curlyShort' || style === 'curlyLong') {
    let curls = '';
    const count = 13;
    for (let k = 0; k < count; k++) {
      // Crown only: curls reaching ear level make the head read as a powdered wig.
      const a = Math.PI * (style === 'curlyShort' ? 1.1 + (0.8 * k) / (count - 1) : 1.02 + (0.96 * k) / (count - 1));
      const r = rng.range(18, 24);
      curls += `<circle cx="${n(cx + Math.cos(a) * (rx + 2))}" cy="${n(cy - 8 + Math.sin(a) * (ry + 4))}" r="${n(r)}"/>`;
    }
    body.push(`<g fill="${hair}">${curls}</g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

/**
 * Reads pronouns from the biography so the illustration does not contradict the text
 * beside it; anything ambiguous falls back to the neutral style pool.
 */
export function presentationFromBio(bio: unknown): Presentation {
  if (typeof bio !== 'string') return 'neutral';
  const count = (re: RegExp) => (bio.match(re) ?? []).length;
  const she = count(/\b(she|her|hers|herself)\b/gi);
  const he = count(/\b(he|him|his|himself)\b/gi);
  if (she > he * 2 && she >= 2) return 'feminine';
  if (he > she * 2 && he >= 2) return 'masculine';
  return 'neutral';
}
