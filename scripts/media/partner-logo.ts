/**
 * Placeholder partner logos for fictional partners. All marks share one colour (slate)
 * and one 360x96 box so the partner grid reads as a calm, uniform wall, the way real
 * logo walls are usually normalised to monochrome; the wordmark is sized to be read in the
 * partner cards, not just recognised.
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

const WIDTH = 360;
const HEIGHT = 96;
const MARK = 56;
const TEXT_X = 88;
const TEXT_WIDTH = WIDTH - TEXT_X - 8;
/** Average advance per character in em, generous so the widest face of the stack still fits. */
const NAME_ADVANCE = 0.62;
const DESCRIPTOR_ADVANCE = 0.8;

/**
 * A lockup the way real partner logos read on a wall: the first word of the name large, the
 * rest as a tracked capital descriptor underneath ("Halvard" / "ORBITAL"). Both are sized for the
 * card (the logo shows at about 300 px wide): the name never below 22 units, the descriptor never
 * below 12, wrapping the descriptor onto a second line before shrinking it further.
 */
export function lockup(name: string): { primary: string; primarySize: number; descriptor: string[]; descriptorSize: number } {
  const [first = name, ...rest] = name.split(/\s+/);
  const primarySize = Math.max(22, Math.min(34, TEXT_WIDTH / (first.length * NAME_ADVANCE)));
  const tail = rest.join(' ').toUpperCase();
  if (!tail) return { primary: first, primarySize, descriptor: [], descriptorSize: 0 };
  const fits = (text: string, size: number) => text.length * DESCRIPTOR_ADVANCE * size <= TEXT_WIDTH;
  if (fits(tail, 13)) return { primary: first, primarySize, descriptor: [tail], descriptorSize: Math.min(15, TEXT_WIDTH / (tail.length * DESCRIPTOR_ADVANCE)) };
  const words = tail.split(' ');
  let best: [string, string] = [tail, ''];
  for (let k = 1; k < words.length; k++) {
    const pair: [string, string] = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
    if (Math.max(pair[0].length, pair[1].length) < Math.max(best[0].length, best[1].length)) best = pair;
  }
  const longest = Math.max(best[0].length, best[1].length);
  return { primary: first, primarySize: Math.min(primarySize, 30), descriptor: best, descriptorSize: Math.max(12, Math.min(14, TEXT_WIDTH / (longest * DESCRIPTOR_ADVANCE))) };
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
  const { primary, primarySize, descriptor, descriptorSize } = lockup(name);
  const font = fontStack.replace(/'/g, '&apos;');
  // Cap height ~0.72em; the block (name, gap, descriptor lines) is centred on the mark.
  const gap = descriptor.length ? 8 : 0;
  const lineHeight = descriptorSize * 1.3;
  const block = primarySize * 0.72 + gap + descriptor.length * lineHeight - (descriptor.length ? lineHeight - descriptorSize * 0.72 : 0);
  const top = (HEIGHT - block) / 2;
  const primaryBaseline = top + primarySize * 0.72;
  const text = [
    `<text x="${TEXT_X}" y="${n(primaryBaseline, 1)}" font-family="${font}" font-size="${n(primarySize, 1)}" font-weight="700" letter-spacing="${n(-primarySize * 0.02, 2)}" fill="${INK}">${escapeXml(primary)}</text>`,
    ...descriptor.map(
      (line, k) =>
        `<text x="${TEXT_X + 1}" y="${n(primaryBaseline + gap + descriptorSize * 0.72 + k * lineHeight + 2, 1)}" font-family="${font}" font-size="${n(descriptorSize, 1)}" font-weight="600" letter-spacing="${n(descriptorSize * 0.12, 2)}" fill="${INK}">${escapeXml(line)}</text>`,
    ),
  ].join('');
  const markY = (HEIGHT - MARK) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title><g transform="translate(14 ${markY}) scale(${n(MARK / 48, 4)})">${mark}</g>${text}</svg>\n`;
}
