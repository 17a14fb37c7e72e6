/**
 * Inline article figures: a four-stage flow diagram (workstation, isolated machine, egress
 * relay, target) on the same ink backdrop as the covers. No text: labels belong in the
 * article's caption, and rasterised text would depend on the build machine's fonts.
 */
import { color, n } from './brand';
import { backdrop, svgDocument, vignette, type CoverKind } from './compositions';
import { createRng } from './prng';
import { contours, glowPool, lineGridDefs, terrainField, type Point } from './svg-patterns';

const CARD = { w: 184, h: 168, r: 14 };

// Glyphs in a 64x64 box, stroked in mist; `tint` marks the one live element of each.
/** Workstation: a screen showing the remote session. */
const workstation = (tint: string) =>
  `<rect x="6" y="8" width="52" height="36" rx="4"/><rect x="12" y="14" width="40" height="24" rx="2" fill="${tint}" fill-opacity="0.35" stroke="none"/><path d="M32 44V52M20 54H44"/>`;
/** Isolated virtual machine: a rack of three units. */
const machineRack = (tint: string) =>
  [8, 26, 44].map((y) => `<rect x="8" y="${y}" width="48" height="12" rx="3"/><circle cx="16" cy="${y + 6}" r="2.2" fill="${tint}" stroke="none"/>`).join('');
/** Egress relay: a mast with signal arcs. */
const relayMast = (tint: string) =>
  `<circle cx="32" cy="26" r="5" fill="${tint}" stroke="none"/><path d="M32 31V58M22 58H42M21 15A15 15 0 0 0 21 37M43 15A15 15 0 0 1 43 37M13 8A25 25 0 0 0 13 44M51 8A25 25 0 0 1 51 44"/>`;
/** Target site: a globe. */
const globe = (tint: string) =>
  `<circle cx="32" cy="32" r="24"/><ellipse cx="32" cy="32" rx="11" ry="24"/><path d="M8 32H56M11 21Q32 27 53 21M11 43Q32 37 53 43"/><circle cx="44" cy="20" r="3" fill="${tint}" stroke="none"/>`;

interface Connector {
  d: string;
  at: (t: number) => Point;
}

/** Horizontal-tangent cubic between two card edges, like connectors in a whiteboard tool. */
function connector(a: Point, b: Point): Connector {
  const pull = (b.x - a.x) * 0.5;
  const c1 = { x: a.x + pull, y: a.y };
  const c2 = { x: b.x - pull, y: b.y };
  const at = (t: number): Point => {
    const u = 1 - t;
    return {
      x: u ** 3 * a.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t ** 3 * b.x,
      y: u ** 3 * a.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t ** 3 * b.y,
    };
  };
  return { d: `M${n(a.x)} ${n(a.y)}C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(b.x)} ${n(b.y)}`, at };
}

/** Curve parameter where it reaches x; connectors only move rightwards, so bisection converges. */
function tAtX(curve: Connector, x: number): number {
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 32; k++) {
    const mid = (lo + hi) / 2;
    if (curve.at(mid).x < x) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const arrowHead = (p: Point, dir: 1 | -1, fill: string) =>
  `<path d="M${n(p.x - dir * 11)} ${n(p.y - 6)}L${n(p.x)} ${n(p.y)}L${n(p.x - dir * 11)} ${n(p.y + 6)}Z" fill="${fill}"/>`;

export function diagram(kind: CoverKind, seed: string): string {
  const width = 1200;
  const height = 630;
  const rng = createRng(`${kind}/${seed}`);
  const tint = kind === 'use-cases' ? color.accent : color.primary;
  const defs: string[] = [];
  const body: string[] = [];
  for (const layer of [
    backdrop(width, height, { from: { x: 0, y: 0 }, to: { x: width, y: height } }),
    glowPool('pool', { x: width * 0.52, y: height * 0.5 }, 560, tint, 0.22),
  ]) {
    defs.push(layer.defs);
    body.push(layer.body);
  }
  defs.push(lineGridDefs('grid', 40, color.mist, 0.05));
  body.push(`<rect width="${width}" height="${height}" fill="url(#grid)"/>`);
  body.push(contours(terrainField(rng.fork('terrain'), width, height), width, height, { levels: 10, step: 12, stroke: color.mist, opacity: 0.04, width: 1 }));

  // Staggered rows read as a flow rather than a table; the stagger is the seeded part.
  const stage = (k: number): Point => ({ x: 150 + k * 300, y: height / 2 + rng.range(-38, 38) });
  const [station, machine, relay, target] = [stage(0), stage(1), stage(2), stage(3)];
  const left = (c: Point) => ({ x: c.x - CARD.w / 2 - 8, y: c.y });
  const right = (c: Point) => ({ x: c.x + CARD.w / 2 + 8, y: c.y });

  // The isolation boundary: machine and relay live outside the analyst's network.
  const top = Math.min(machine.y, relay.y) - CARD.h / 2 - 40;
  const bottom = Math.max(machine.y, relay.y) + CARD.h / 2 + 40;
  const box = { x: machine.x - CARD.w / 2 - 36, y: top, w: relay.x - machine.x + CARD.w + 72, h: bottom - top };
  body.push(
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" rx="24" fill="${tint}" fill-opacity="0.06" stroke="${tint}" stroke-opacity="0.75" stroke-width="1.6" stroke-dasharray="8 7"/>`,
    `<path d="M${n(box.x + 28)} ${n(box.y - 12)}l12 5v8c0 7-5 11-12 14c-7-3-12-7-12-14v-8Z" fill="${color.ink}" stroke="${tint}" stroke-width="1.8"/>`,
  );

  // Station <-> machine: input goes out on top, rendered pixels come back below (teal "pixels").
  const offset = (p: Point, dy: number) => ({ x: p.x, y: p.y + dy });
  const input = connector(offset(right(station), -10), offset(left(machine), -10));
  const pixels = connector(offset(right(station), 10), offset(left(machine), 10));
  body.push(`<path d="${input.d}" fill="none" stroke="${color.mist}" stroke-opacity="0.55" stroke-width="2"/>` + arrowHead(offset(left(machine), -10), 1, color.mist));
  body.push(`<path d="${pixels.d}" fill="none" stroke="${color.accent}" stroke-opacity="0.85" stroke-width="2"/>` + arrowHead(offset(right(station), 10), -1, color.accent));
  body.push([0.3, 0.5, 0.7].map((t) => pixels.at(t)).map((p) => `<rect x="${n(p.x - 4)}" y="${n(p.y + 6)}" width="8" height="8" rx="1.5" fill="${color.accent}"/>`).join(''));
  // Machine -> relay inside the boundary, relay -> target out on the open internet.
  const inner = connector(right(machine), left(relay));
  body.push(`<path d="${inner.d}" fill="none" stroke="${tint}" stroke-width="2.4"/>` + arrowHead(left(relay), 1, tint));
  const egress = connector(right(relay), left(target));
  body.push(`<path d="${egress.d}" fill="none" stroke="${color.accent}" stroke-width="2" stroke-dasharray="7 6"/>` + arrowHead(left(target), 1, color.accent));
  // The one amber marker: the selected egress point where traffic crosses the boundary.
  const crossing = egress.at(tAtX(egress, box.x + box.w));
  body.push(`<circle cx="${n(crossing.x)}" cy="${n(crossing.y)}" r="11" fill="none" stroke="${color.accent2}" stroke-opacity="0.6" stroke-width="1.4"/><circle cx="${n(crossing.x)}" cy="${n(crossing.y)}" r="5.5" fill="${color.accent2}"/>`);

  const cards: Array<[Point, string]> = [
    [station, workstation(color.accent)],
    [machine, machineRack(tint)],
    [relay, relayMast(tint)],
    [target, globe(color.accent)],
  ];
  for (const [c, glyph] of cards) {
    body.push(
      `<rect x="${n(c.x - CARD.w / 2)}" y="${n(c.y - CARD.h / 2)}" width="${CARD.w}" height="${CARD.h}" rx="${CARD.r}" fill="${color.ink2}" stroke="${color.mist}" stroke-opacity="0.22" stroke-width="1.2"/>`,
      `<g transform="translate(${n(c.x - 32)} ${n(c.y - 62)})" fill="none" stroke="${color.mist}" stroke-opacity="0.9" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
      // Placeholder label bars, the way wireframe diagrams suggest captions without text.
      `<rect x="${n(c.x - 56)}" y="${n(c.y + 28)}" width="112" height="8" rx="4" fill="${color.mist}" fill-opacity="0.5"/><rect x="${n(c.x - 36)}" y="${n(c.y + 46)}" width="72" height="6" rx="3" fill="${color.mist}" fill-opacity="0.22"/>`,
    );
  }

  const v = vignette(width, height, 0.5);
  defs.push(v.defs);
  body.push(v.body);
  return svgDocument(width, height, defs.join(''), body.join(''));
}
