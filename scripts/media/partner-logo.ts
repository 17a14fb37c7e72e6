/**
 * Placeholder partner logos for fictional partners. All marks share one colour (slate)
 * and one 240x80 box so the partner grid reads as a calm, uniform row, the way real
 * logo walls are usually normalised to monochrome.
 */
import { color, escapeXml, fontStack, n } from './brand';
import { at, createRng, type Rng } from './prng';

const INK = color.slate;

type Mark = (rng: Rng, ink: string) => string;

// Each mark lives in a 48x48 box. Kept to simple primitives so they survive small sizes.
const MARKS: Mark[] = [
  // Hexagon with a core.
  (_rng, ink) => {
    const pts = Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 3) * k - Math.PI / 2;
      return `${n(24 + Math.cos(a) * 21)} ${n(24 + Math.sin(a) * 21)}`;
    });
    return `<path d="M${pts.join('L')}Z" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linejoin="round"/><circle cx="24" cy="24" r="6" fill="${ink}"/>`;
  },
  // Stacked chevrons.
  (_rng, ink) =>
    `<path d="M8 14L24 26L40 14M8 24L24 36L40 24" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="24" cy="42" r="3.2" fill="${ink}"/>`,
  // Signal arcs from a corner.
  (_rng, ink) =>
    `<circle cx="10" cy="38" r="5" fill="${ink}"/><path d="M10 22A16 16 0 0 1 26 38M10 9A29 29 0 0 1 39 38" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linecap="round"/>`,
  // Offset tile grid.
  (rng, ink) => {
    const odd = rng.int(0, 3);
    return [0, 1, 2, 3]
      .map((k) => {
        const x = 4 + (k % 2) * 22;
        const y = 4 + Math.floor(k / 2) * 22;
        return k === odd
          ? `<rect x="${x + 1.5}" y="${y + 1.5}" width="15" height="15" rx="3" fill="none" stroke="${ink}" stroke-width="3"/>`
          : `<rect x="${x}" y="${y}" width="18" height="18" rx="4" fill="${ink}"/>`;
      })
      .join('');
  },
  // Split disc.
  (_rng, ink) =>
    `<circle cx="24" cy="24" r="19" fill="none" stroke="${ink}" stroke-width="4.5"/><path d="M10.6 37.4A19 19 0 0 1 37.4 10.6Z" fill="${ink}"/>`,
  // Rising bars.
  (_rng, ink) =>
    [10, 18, 28, 38]
      .map((h, k) => `<rect x="${4 + k * 11}" y="${44 - h}" width="7" height="${h}" rx="2" fill="${ink}"/>`)
      .join(''),
  // Triangle with an orbit.
  (_rng, ink) =>
    `<path d="M24 6L42 38H6Z" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linejoin="round"/><circle cx="24" cy="28" r="5" fill="${ink}"/>`,
  // Diamond lattice.
  (_rng, ink) =>
    `<path d="M24 3L45 24L24 45L3 24Z" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linejoin="round"/><path d="M24 14L34 24L24 34L14 24Z" fill="${ink}"/>`,
  // Linked nodes.
  (_rng, ink) =>
    `<path d="M11 12L37 24L13 38" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/><circle cx="11" cy="12" r="6" fill="${ink}"/><circle cx="37" cy="24" r="7" fill="${ink}"/><circle cx="13" cy="38" r="5" fill="none" stroke="${ink}" stroke-width="3.5"/>`,
  // Broken ring with a satellite.
  (_rng, ink) =>
    `<path d="M38.5 15A17 17 0 1 0 40.5 28" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linecap="round"/><circle cx="40" cy="12" r="5" fill="${ink}"/>`,
  // Stacked layers.
  (_rng, ink) =>
    `<path d="M24 6L44 16L24 26L4 16Z" fill="${ink}"/><path d="M6 25L24 34L42 25M6 34L24 43L42 34" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  // Waves.
  (_rng, ink) =>
    `<path d="M4 16Q14 8 24 16T44 16M4 28Q14 20 24 28T44 28M4 40Q14 32 24 40T44 40" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linecap="round"/>`,
];

/**
 * Width is estimated from character count because rasterless SVG has no text metrics;
 * the factors are generous so the widest font in the stack still fits the box.
 */
function fitText(name: string, upper: boolean, maxWidth: number): { lines: string[]; size: number } {
  const factor = upper ? 0.8 : 0.6;
  // Caps keep short names from shouting next to long ones; the wall should look even.
  const single = Math.min(22, maxWidth / (name.length * factor));
  const words = name.split(/\s+/);
  if (single >= 16 || words.length < 2) return { lines: [name], size: Math.max(12, single) };
  let best: [string, string] = [name, ''];
  let bestScore = Infinity;
  for (let k = 1; k < words.length; k++) {
    const a = words.slice(0, k).join(' ');
    const b = words.slice(k).join(' ');
    // Shortest longest-line first, then balance, then a longer top line (reads as a block).
    const score = Math.max(a.length, b.length) * 100 + Math.abs(a.length - b.length) * 2 + (a.length < b.length ? 1 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = [a, b];
    }
  }
  const longest = Math.max(best[0].length, best[1].length);
  return { lines: best, size: Math.max(12, Math.min(19, maxWidth / (longest * factor))) };
}

/**
 * `slot` (position among the partners being generated) rotates through the marks so a
 * grid of up to twelve partners never repeats one; hashing alone collides quickly.
 * Past twelve, shapes repeat in a filled badge variant.
 */
export function partnerLogo(name: string, seed: string, slot?: number): string {
  const rng = createRng(`partners/${seed}`);
  const markIndex = slot === undefined ? rng.int(0, MARKS.length - 1) : (slot * 5 + 1) % MARKS.length;
  const drawMark = at(MARKS, markIndex);
  // Past the first full cycle, marks repeat; the repeat is set as a knocked-out badge so the
  // two partners sharing a shape still look like different companies.
  const badge = slot !== undefined && slot >= MARKS.length;
  const mark = badge
    ? // Knocked out through a mask (not painted white) so the logo stays one colour on any background.
      `<mask id="knock-${seed}"><rect width="48" height="48" fill="#fff"/><g transform="translate(10 10) scale(0.5833)">${drawMark(rng, '#000')}</g></mask><rect width="48" height="48" rx="11" fill="${INK}" mask="url(#knock-${seed})"/>`
    : drawMark(rng, INK);
  // A few names set in tracked capitals: real logo walls mix both and it avoids monotony.
  const upper = name.length <= 14 && rng.chance(0.35);
  const label = upper ? name.toUpperCase() : name;
  const textX = 80;
  const { lines, size } = fitText(label, upper, 240 - textX - 10);
  const font = fontStack.replace(/'/g, '&apos;');
  const lineHeight = size * 1.08;
  // Optical vertical centring: baseline sits about 0.36em below the centre line for one line.
  const firstBaseline = 40 + size * 0.36 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, k) =>
        `<text x="${textX}" y="${n(firstBaseline + k * lineHeight, 1)}" font-family="${font}" font-size="${n(size, 1)}" font-weight="${upper ? 700 : 650}" letter-spacing="${upper ? n(size * 0.08, 2) : n(-size * 0.02, 2)}" fill="${INK}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title><g transform="translate(16 16)">${mark}</g>${text}</svg>\n`;
}
