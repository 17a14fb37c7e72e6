/**
 * One geometric mark per fictional partner, drawn for what the partner does (a globe for place
 * data, an orbit for satellite imagery, a vault door for hosting), so no two logos on the wall share
 * a shape. Each lives in a 48x48 box in one colour (`ink`) and is kept to a few strong primitives
 * so it survives at favicon size. Parts drawn in #000 are cut out of the shapes under them
 * (partner-logo.ts masks them), so a logo stays one colour. `seededMark` draws one for a partner added later without its own.
 */
import { n } from './brand';
import { createRng } from './prng';

export type MarkDraw = (ink: string) => string;

const stroke = (ink: string, width: number) => `fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

export const MARKS = {
  /** Globe: outline, one meridian, equator and a tropic. */
  globe: (ink) =>
    `<circle cx="24" cy="24" r="19" ${stroke(ink, 4)}/><ellipse cx="24" cy="24" rx="8" ry="19" ${stroke(ink, 3)}/><path d="M5 24H43M9 14H39" ${stroke(ink, 3)}/>`,
  /** Planet with a tilted ring and a satellite on it. */
  orbit: (ink) =>
    `<circle cx="24" cy="24" r="10" fill="${ink}"/><ellipse cx="24" cy="24" rx="22" ry="8" transform="rotate(-28 24 24)" ${stroke(ink, 3)}/><circle cx="42" cy="13" r="3.5" fill="${ink}"/>`,
  /** Cut gem: crown and pavilion with one lit facet. */
  gem: (ink) =>
    `<path d="M12 8H36L45 19L24 43L3 19Z" ${stroke(ink, 3.5)}/><path d="M3 19H45M17 8L14 19L24 43L34 19L31 8" ${stroke(ink, 2.5)}/><path d="M14 19L24 43L3 19Z" fill="${ink}"/>`,
  /** Speech bubble holding a three-node mesh. */
  bubbleMesh: (ink) =>
    `<path d="M8 6H40Q44 6 44 10V32Q44 36 40 36H20L10 44V36H8Q4 36 4 32V10Q4 6 8 6Z" ${stroke(ink, 3.5)}/><path d="M14 27L24 14L34 27Z" ${stroke(ink, 2.5)}/><circle cx="14" cy="27" r="3.5" fill="${ink}"/><circle cx="24" cy="14" r="3.5" fill="${ink}"/><circle cx="34" cy="27" r="3.5" fill="${ink}"/>`,
  /** Fingerprint: nested open arcs around a core. */
  fingerprint: (ink) =>
    `<path d="M9 30A16 16 0 0 1 39 20M14 40Q11 33 12 27A12 12 0 0 1 36 27Q37 33 35 40M20 43Q17 36 18 29A6 6 0 0 1 30 29Q31 36 28 43M24 29V40" ${stroke(ink, 3)}/>`,
  /** Shield with an open book. */
  shieldBook: (ink) =>
    `<path d="M24 3L42 9V23Q42 37 24 45Q6 37 6 23V9Z" fill="${ink}"/><path d="M13 17Q19 15 24 19Q29 15 35 17V31Q29 29 24 33Q19 29 13 31Z" fill="none" stroke="#000" stroke-width="2.5" stroke-linejoin="round"/><path d="M24 19V33" stroke="#000" stroke-width="2.5"/>`,
  /** Falcon seen from below: swept wings and a tail. */
  falcon: (ink) => `<path d="M2 16Q14 16 21 22L24 12L27 22Q34 16 46 16Q36 22 30 30L27 44H21L18 30Q12 22 2 16Z" fill="${ink}"/>`,
  /** Register: a ledger of rows, one entry highlighted. */
  ledger: (ink) =>
    `<rect x="5" y="5" width="38" height="38" rx="5" ${stroke(ink, 3.5)}/><path d="M13 15H35M13 33H27" ${stroke(ink, 3.5)}/><rect x="11" y="20.5" width="26" height="7" rx="2" fill="${ink}"/>`,
  /** Hexagon split into six triangles, alternate ones filled. */
  tessellation: (ink) => {
    const p = Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 3) * k + Math.PI / 6;
      return [24 + Math.cos(a) * 21, 24 + Math.sin(a) * 21] as const;
    });
    const tri = (k: number) => `M24 24L${n(p[k]![0])} ${n(p[k]![1])}L${n(p[(k + 1) % 6]![0])} ${n(p[(k + 1) % 6]![1])}Z`;
    return `<path d="${[0, 2, 4].map(tri).join('')}" fill="${ink}"/><path d="M${p.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z" ${stroke(ink, 3)}/>`;
  },
  /** Relay: two arrows passing a message back and forth. */
  relay: (ink) => `<path d="M6 17H36M28 9L36 17L28 25M42 31H12M20 23L12 31L20 39" ${stroke(ink, 4.5)}/>`,
  /** A wire crossing a sealed square. */
  wire: (ink) => `<rect x="6" y="6" width="36" height="36" rx="9" fill="${ink}"/><path d="M2 28L14 28L20 17L28 31L34 20H46" fill="none" stroke="#000" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  /** Sun rising over the moor: half disc and three horizon lines. */
  sunrise: (ink) => `<path d="M10 28A14 14 0 0 1 38 28Z" fill="${ink}"/><path d="M4 34H44M10 40H38M24 4V9M8.4 12.4L12 16M39.6 12.4L36 16" ${stroke(ink, 3.5)}/>`,
  /** Flight path: a dashed great-circle arc ending in an aircraft. */
  flightPath: (ink) =>
    `<path d="M5 41Q10 18 30 12" ${stroke(ink, 3.5)} stroke-dasharray="5 5"/><circle cx="5" cy="41" r="3.5" fill="${ink}"/><path d="M46 6L25 15L33 19L37 27Z" fill="${ink}"/>`,
  /** Compass rose: a four-point star in a ring. */
  compass: (ink) =>
    `<circle cx="24" cy="24" r="20" ${stroke(ink, 3)}/><path d="M24 2L29 19L46 24L29 29L24 46L19 29L2 24L19 19Z" fill="${ink}"/><circle cx="24" cy="24" r="3" fill="#000"/>`,
  /** Vault door: rim, dial and locking bolts. */
  vault: (ink) => {
    const bolts = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => {
      const a = (Math.PI / 4) * k;
      return `M${n(24 + Math.cos(a) * 9)} ${n(24 + Math.sin(a) * 9)}L${n(24 + Math.cos(a) * 15)} ${n(24 + Math.sin(a) * 15)}`;
    });
    return `<circle cx="24" cy="24" r="21" ${stroke(ink, 3.5)}/><circle cx="24" cy="24" r="5" fill="${ink}"/><path d="${bolts.join('')}" ${stroke(ink, 3)}/>`;
  },
  /** Northern lights: three rippling bands over a horizon. */
  aurora: (ink) =>
    `<path d="M4 14Q14 4 24 12T44 8" ${stroke(ink, 4)}/><path d="M4 24Q14 15 24 22T44 18" ${stroke(ink, 3)}/><path d="M4 33Q14 26 24 32T44 28" ${stroke(ink, 2)}/><path d="M4 42H44" ${stroke(ink, 4)}/>`,
  /** Investor: a river bend between two banks (a valley fund). */
  riverBend: (ink) => `<path d="M6 6Q6 20 20 24T34 42" ${stroke(ink, 6)}/><path d="M16 6Q16 15 26 19T44 36M4 22Q5 34 18 38" ${stroke(ink, 2.5)}/>`,
  /** Investor: a north star over a line. */
  northStar: (ink) => `<path d="M24 2L27.5 17L42 20.5L27.5 24L24 38L20.5 24L6 20.5L20.5 17Z" fill="${ink}"/><path d="M4 44H44" ${stroke(ink, 4)}/>`,
  /** Investor: a shield standing on a swell. */
  shieldWave: (ink) =>
    `<path d="M24 3L40 8V20Q40 31 24 38Q8 31 8 20V8Z" ${stroke(ink, 3.5)}/><path d="M4 40Q10 35 16 40T28 40T40 40T46 38M16 22Q20 18 24 22T32 22" ${stroke(ink, 3.5)}/>`,
} satisfies Record<string, MarkDraw>;

export type MarkName = keyof typeof MARKS;

/**
 * A regular polygon with a seeded number of sides, turn and inner cut, for a partner without a
 * drawn mark: deterministic per name and different from every drawn one.
 */
export function seededMark(seed: string): MarkDraw {
  const rng = createRng(`partner-mark/${seed}`);
  const sides = rng.int(3, 8);
  const turn = rng.next() * Math.PI;
  const inner = 0.35 + rng.next() * 0.25;
  const ring = (r: number) =>
    Array.from({ length: sides }, (_, k) => {
      const a = turn + (2 * Math.PI * k) / sides;
      return `${n(24 + Math.cos(a) * r)} ${n(24 + Math.sin(a) * r)}`;
    }).join('L');
  return (ink) => `<path d="M${ring(21)}ZM${ring(21 * inner)}Z" fill="${ink}" fill-rule="evenodd"/>`;
}
