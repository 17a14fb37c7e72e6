/**
 * Reusable drawing primitives: terrain contours, dot grids, node-link graphs, radar rings.
 *
 * Everything returns SVG markup strings so compositions stay plain string templates
 * that sharp (librsvg) can rasterise without a DOM or a browser.
 */
import { color, n } from './brand';
import { at, type Rng } from './prng';

export interface Point {
  x: number;
  y: number;
}

// ---------------------------------------------------------------------------
// Scalar field (terrain)
// ---------------------------------------------------------------------------

/**
 * Value noise rather than Perlin/simplex: it needs ten lines, no licence notice,
 * and after a few octaves the contours look like believable survey terrain.
 */
function valueNoise(rng: Rng, cells: number): (u: number, v: number) => number {
  const size = cells + 2;
  const lattice = Array.from({ length: size * size }, () => rng.next());
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (u, v) => {
    const x = u * cells;
    const y = v * cells;
    const i = Math.floor(x);
    const j = Math.floor(y);
    const fx = smooth(x - i);
    const fy = smooth(y - j);
    const corner = (a: number, b: number) => at(lattice, Math.min(b, size - 1) * size + Math.min(a, size - 1));
    const top = corner(i, j) + (corner(i + 1, j) - corner(i, j)) * fx;
    const bottom = corner(i, j + 1) + (corner(i + 1, j + 1) - corner(i, j + 1)) * fx;
    return top + (bottom - top) * fy;
  };
}

export type Field = (x: number, y: number) => number;

/**
 * Terrain = a few octaves of noise plus optional "summits" so a composition can put
 * tight contour rings exactly where its focal node sits.
 */
export function terrainField(
  rng: Rng,
  width: number,
  height: number,
  options: { roughness?: number; summits?: Array<Point & { radius: number; height: number }> } = {},
): Field {
  const roughness = options.roughness ?? 1;
  const octaves = [
    { noise: valueNoise(rng.fork('o1'), 3), weight: 1 },
    { noise: valueNoise(rng.fork('o2'), 6), weight: 0.45 * roughness },
    { noise: valueNoise(rng.fork('o3'), 12), weight: 0.18 * roughness },
  ];
  const scale = Math.max(width, height);
  const summits = options.summits ?? [];
  return (x, y) => {
    const u = x / scale;
    const v = y / scale;
    let value = 0;
    for (const { noise, weight } of octaves) value += noise(u, v) * weight;
    for (const s of summits) {
      const d2 = (x - s.x) ** 2 + (y - s.y) ** 2;
      value += s.height * Math.exp(-d2 / (2 * s.radius * s.radius));
    }
    return value;
  };
}

// ---------------------------------------------------------------------------
// Contours (marching squares, stitched into smooth polylines)
// ---------------------------------------------------------------------------

/**
 * Segments are stitched into continuous lines before smoothing; drawing raw cell
 * segments leaves visible kinks and makes the SVG several times larger.
 */
export function contourLines(field: Field, width: number, height: number, step: number, level: number): Point[][] {
  const nx = Math.ceil(width / step) + 1;
  const ny = Math.ceil(height / step) + 1;
  const values = new Float64Array((nx + 1) * (ny + 1));
  for (let j = 0; j <= ny; j++) for (let i = 0; i <= nx; i++) values[j * (nx + 1) + i] = field(i * step, j * step);
  const val = (i: number, j: number) => at(values, j * (nx + 1) + i);

  // Edge ids: even = horizontal edge starting at (i, j), odd = vertical edge starting at (i, j).
  const hEdge = (i: number, j: number) => (j * (nx + 1) + i) * 2;
  const vEdge = (i: number, j: number) => (j * (nx + 1) + i) * 2 + 1;
  const edgePoint = (id: number): Point => {
    const cell = id >> 1;
    const i = cell % (nx + 1);
    const j = Math.floor(cell / (nx + 1));
    const a = val(i, j);
    const b = id & 1 ? val(i, j + 1) : val(i + 1, j);
    const t = Math.abs(b - a) < 1e-12 ? 0.5 : (level - a) / (b - a);
    return id & 1 ? { x: i * step, y: (j + t) * step } : { x: (i + t) * step, y: j * step };
  };

  const links = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    (links.get(a) ?? links.set(a, []).get(a)!).push(b);
    (links.get(b) ?? links.set(b, []).get(b)!).push(a);
  };

  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const tl = val(i, j) >= level ? 8 : 0;
      const tr = val(i + 1, j) >= level ? 4 : 0;
      const br = val(i + 1, j + 1) >= level ? 2 : 0;
      const bl = val(i, j + 1) >= level ? 1 : 0;
      const code = tl | tr | br | bl;
      if (code === 0 || code === 15) continue;
      const top = hEdge(i, j);
      const bottom = hEdge(i, j + 1);
      const left = vEdge(i, j);
      const right = vEdge(i + 1, j);
      const centreHigh = (val(i, j) + val(i + 1, j) + val(i + 1, j + 1) + val(i, j + 1)) / 4 >= level;
      switch (code) {
        case 1: case 14: link(left, bottom); break;
        case 2: case 13: link(bottom, right); break;
        case 3: case 12: link(left, right); break;
        case 4: case 11: link(top, right); break;
        case 6: case 9: link(top, bottom); break;
        case 7: case 8: link(left, top); break;
        case 5: // saddle: tr + bl high
          if (centreHigh) { link(left, top); link(bottom, right); } else { link(left, bottom); link(top, right); }
          break;
        case 10: // saddle: tl + br high
          if (centreHigh) { link(left, bottom); link(top, right); } else { link(left, top); link(bottom, right); }
          break;
      }
    }
  }

  const visited = new Set<number>();
  const walk = (start: number): number[] => {
    const chain = [start];
    visited.add(start);
    let current = start;
    for (;;) {
      const nextId = (links.get(current) ?? []).find((id) => !visited.has(id));
      if (nextId === undefined) break;
      visited.add(nextId);
      chain.push(nextId);
      current = nextId;
    }
    return chain;
  };
  // Sorted keys keep the output order (and therefore the SVG bytes) independent of Map insertion quirks.
  const keys = [...links.keys()].sort((a, b) => a - b);
  const lines: Point[][] = [];
  for (const id of keys) if (!visited.has(id) && links.get(id)!.length === 1) lines.push(walk(id).map(edgePoint));
  for (const id of keys) {
    if (visited.has(id)) continue;
    const loop = walk(id).map(edgePoint);
    loop.push(at(loop, 0));
    lines.push(loop);
  }
  return lines.filter((line) => line.length > 3);
}

/** Catmull-Rom through the points, emitted as cubic Béziers, so contours read as drawn, not computed. */
export function smoothPath(points: Point[], closed = false, digits = 1): string {
  if (points.length < 2) return '';
  const pts = closed ? points.slice(0, -1) : points;
  const get = (k: number) =>
    at(pts, closed ? (k + pts.length) % pts.length : Math.max(0, Math.min(pts.length - 1, k)));
  const start = get(0);
  let d = `M${n(start.x, digits)} ${n(start.y, digits)}`;
  const segments = closed ? pts.length : pts.length - 1;
  for (let k = 0; k < segments; k++) {
    const p0 = get(k - 1);
    const p1 = get(k);
    const p2 = get(k + 1);
    const p3 = get(k + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${n(c1.x, digits)} ${n(c1.y, digits)} ${n(c2.x, digits)} ${n(c2.y, digits)} ${n(p2.x, digits)} ${n(p2.y, digits)}`;
  }
  return closed ? `${d}Z` : d;
}

/** Drops every other point on long lines: halves path size with no visible change after smoothing. */
function thin(points: Point[]): Point[] {
  if (points.length < 8) return points;
  const out = points.filter((_, k) => k % 2 === 0);
  const last = at(points, points.length - 1);
  if (at(out, out.length - 1) !== last) out.push(last);
  return out;
}

export interface ContourStyle {
  levels: number;
  step: number;
  stroke: string;
  opacity: number;
  width: number;
  /** Every Nth line is an "index contour", drawn heavier like on survey maps. */
  indexEvery?: number;
  indexOpacity?: number;
}

export function contours(field: Field, width: number, height: number, style: ContourStyle): string {
  // Sample the field to place levels inside its actual range; fixed levels would leave some images empty.
  let min = Infinity;
  let max = -Infinity;
  for (let y = 0; y <= height; y += style.step * 2) {
    for (let x = 0; x <= width; x += style.step * 2) {
      const v = field(x, y);
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  const regular: string[] = [];
  const index: string[] = [];
  for (let k = 1; k <= style.levels; k++) {
    const level = min + ((max - min) * k) / (style.levels + 1);
    for (const line of contourLines(field, width, height, style.step, level)) {
      const first = at(line, 0);
      const last = at(line, line.length - 1);
      const closed = first.x === last.x && first.y === last.y;
      const d = smoothPath(thin(line), closed);
      (style.indexEvery && k % style.indexEvery === 0 ? index : regular).push(d);
    }
  }
  const common = `fill="none" stroke="${style.stroke}" stroke-linecap="round" stroke-linejoin="round"`;
  let out = `<path d="${regular.join('')}" ${common} stroke-width="${n(style.width, 2)}" stroke-opacity="${n(style.opacity, 3)}"/>`;
  if (index.length) {
    out += `<path d="${index.join('')}" ${common} stroke-width="${n(style.width * 1.6, 2)}" stroke-opacity="${n(style.indexOpacity ?? style.opacity * 1.8, 3)}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Grids
// ---------------------------------------------------------------------------

/** A <pattern> keeps thousands of dots down to one element, which matters for webp size and render time. */
export function dotGridDefs(id: string, spacing: number, radius: number, fill: string, opacity: number): string {
  const c = spacing / 2;
  return `<pattern id="${id}" width="${n(spacing)}" height="${n(spacing)}" patternUnits="userSpaceOnUse"><circle cx="${n(c)}" cy="${n(c)}" r="${n(radius, 2)}" fill="${fill}" fill-opacity="${n(opacity, 3)}"/></pattern>`;
}

export function lineGridDefs(id: string, spacing: number, stroke: string, opacity: number, width = 1): string {
  return `<pattern id="${id}" width="${n(spacing)}" height="${n(spacing)}" patternUnits="userSpaceOnUse"><path d="M${n(spacing)} 0H0V${n(spacing)}" fill="none" stroke="${stroke}" stroke-opacity="${n(opacity, 3)}" stroke-width="${n(width, 2)}"/></pattern>`;
}

// ---------------------------------------------------------------------------
// Node-link graph
// ---------------------------------------------------------------------------

export interface Graph {
  nodes: Point[];
  edges: Array<[number, number]>;
}

/**
 * Dart-throwing Poisson sampling weighted by a density function: evenly spaced nodes look
 * engineered, pure random ones look like noise; this sits in between.
 */
export function scatter(
  rng: Rng,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  minDist: number,
  density: (p: Point) => number = () => 1,
): Point[] {
  const points: Point[] = [];
  let attempts = 0;
  while (points.length < count && attempts < count * 400) {
    attempts++;
    const p = { x: area.x + rng.next() * area.w, y: area.y + rng.next() * area.h };
    if (rng.next() > density(p)) continue;
    if (points.every((q) => (q.x - p.x) ** 2 + (q.y - p.y) ** 2 >= minDist * minDist)) points.push(p);
  }
  return points;
}

/**
 * Edges: a minimum spanning tree (so nothing floats alone) plus a few short extra links
 * (so it reads as a network with cycles, not a tree).
 */
export function buildGraph(rng: Rng, nodes: Point[], extraRatio = 0.45, maxExtra = Infinity): Graph {
  const dist = (a: number, b: number) => {
    const p = at(nodes, a);
    const q = at(nodes, b);
    return Math.hypot(p.x - q.x, p.y - q.y);
  };
  const edges: Array<[number, number]> = [];
  if (nodes.length < 2) return { nodes, edges };
  const inTree = new Set([0]);
  const best = nodes.map((_, k) => (k === 0 ? Infinity : dist(0, k)));
  const from = nodes.map(() => 0);
  while (inTree.size < nodes.length) {
    let pick = -1;
    for (let k = 0; k < nodes.length; k++) if (!inTree.has(k) && (pick < 0 || at(best, k) < at(best, pick))) pick = k;
    inTree.add(pick);
    edges.push([at(from, pick), pick]);
    for (let k = 0; k < nodes.length; k++) {
      if (!inTree.has(k) && dist(pick, k) < at(best, k)) {
        best[k] = dist(pick, k);
        from[k] = pick;
      }
    }
  }
  const has = (a: number, b: number) => edges.some(([p, q]) => (p === a && q === b) || (p === b && q === a));
  const mean = edges.reduce((s, [a, b]) => s + dist(a, b), 0) / edges.length;
  let extras = 0;
  for (let a = 0; a < nodes.length && extras < maxExtra; a++) {
    const [nearest] = nodes
      .map((_, b) => b)
      .filter((b) => b !== a && !has(a, b) && dist(a, b) < mean * 1.7)
      .sort((p, q) => dist(a, p) - dist(a, q));
    if (nearest !== undefined && rng.next() < extraRatio) {
      edges.push([a, nearest]);
      extras++;
    }
  }
  return { nodes, edges };
}

/**
 * The lead to highlight from `start`: the path to the first of `targets` (the caller orders them,
 * farthest first) that is 3 to 6 hops long, a readable story rather than a meander across the
 * canvas. When no target gives one, `orLongest` keeps the longest shorter path met on the way (the
 * scenes); without it the lead is `start` alone (the covers).
 */
export function leadPath(graph: Graph, start: number, targets: number[], orLongest = false): number[] {
  let path = [start];
  for (const target of targets) {
    const candidate = graphPath(graph, start, target);
    if (candidate.length >= 4 && candidate.length <= 7) return candidate;
    if (orLongest && candidate.length > path.length && candidate.length <= 7) path = candidate;
  }
  return path;
}

/** Breadth-first path: the highlighted "lead" an analyst is following through the graph. */
export function graphPath(graph: Graph, start: number, end: number): number[] {
  const adjacency = graph.nodes.map(() => [] as number[]);
  for (const [a, b] of graph.edges) {
    at(adjacency, a).push(b);
    at(adjacency, b).push(a);
  }
  const prev = new Map<number, number>([[start, -1]]);
  const queue = [start];
  while (queue.length) {
    const current = queue.shift()!;
    if (current === end) break;
    for (const next of at(adjacency, current)) {
      if (!prev.has(next)) {
        prev.set(next, current);
        queue.push(next);
      }
    }
  }
  if (!prev.has(end)) return [start];
  const path: number[] = [];
  for (let k = end; k !== -1; k = prev.get(k)!) path.unshift(k);
  return path;
}

export interface GraphStyle {
  edgeColor: string;
  edgeOpacity: number;
  edgeWidth: number;
  nodeColor: string;
  nodeOpacity: number;
  nodeRadius: number;
  /** Indices drawn as larger blue hubs. */
  hubs?: number[];
  hubColor?: string;
  /** Consecutive node indices drawn as the glowing lead. */
  path?: number[];
  pathColor?: string;
  /** A single node flagged in amber; the brand asks for amber sparingly, so at most one. */
  alert?: number;
  /** Id of a glow filter declared by the caller's <defs>. */
  glowFilter?: string;
  /** Id of a radial-gradient halo declared by the caller's <defs>, per colour key. */
  halo?: Partial<Record<'hub' | 'path' | 'alert', string>>;
  scale?: number;
}

export function renderGraph(graph: Graph, style: GraphStyle): string {
  const s = style.scale ?? 1;
  const { nodes, edges } = graph;
  const onPath = new Set<string>();
  const path = style.path ?? [];
  for (let k = 0; k + 1 < path.length; k++) {
    onPath.add(`${path[k]}-${path[k + 1]}`);
    onPath.add(`${path[k + 1]}-${path[k]}`);
  }
  const pathNodes = new Set(path);
  const hubs = new Set(style.hubs ?? []);

  const edgeD = edges
    .filter(([a, b]) => !onPath.has(`${a}-${b}`))
    .map(([a, b]) => [at(nodes, a), at(nodes, b)] as const)
    .map(([p, q]) => `M${n(p.x)} ${n(p.y)}L${n(q.x)} ${n(q.y)}`)
    .join('');
  let out = `<path d="${edgeD}" stroke="${style.edgeColor}" stroke-opacity="${n(style.edgeOpacity, 3)}" stroke-width="${n(style.edgeWidth * s, 2)}" fill="none" stroke-linecap="round"/>`;

  if (path.length > 1) {
    const pathD = `M${path.map((k) => at(nodes, k)).map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}`;
    const pc = style.pathColor ?? color.accent;
    if (style.glowFilter) {
      out += `<path d="${pathD}" stroke="${pc}" stroke-opacity="0.55" stroke-width="${n(4 * s, 2)}" fill="none" stroke-linecap="round" stroke-linejoin="round" filter="url(#${style.glowFilter})"/>`;
    }
    out += `<path d="${pathD}" stroke="${pc}" stroke-opacity="0.95" stroke-width="${n(1.6 * s, 2)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  }

  const plain = nodes
    .map((p, k) => ({ p, k }))
    .filter(({ k }) => !hubs.has(k) && !pathNodes.has(k) && k !== style.alert)
    .map(({ p, k }) => {
      // A little size variation suggests entities of different weight without a legend.
      const r = style.nodeRadius * s * (k % 5 === 0 ? 1.5 : k % 3 === 0 ? 1.15 : 1);
      return `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r, 2)}"/>`;
    })
    .join('');
  out += `<g fill="${style.nodeColor}" fill-opacity="${n(style.nodeOpacity, 3)}">${plain}</g>`;

  const special = (k: number, fill: string, r: number, halo?: string, ring = false) => {
    const p = at(nodes, k);
    let g = '';
    if (halo) g += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r * 6, 1)}" fill="url(#${halo})"/>`;
    if (ring) g += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r * 2.1, 2)}" fill="none" stroke="${fill}" stroke-opacity="0.55" stroke-width="${n(1.1 * s, 2)}"/>`;
    g += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r, 2)}" fill="${fill}"/>`;
    // A dark core turns a flat dot into a "selected" marker, the way UI maps show entities.
    if (r >= 4 * s) g += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r * 0.38, 2)}" fill="${color.ink}" fill-opacity="0.85"/>`;
    return g;
  };
  for (const k of hubs) if (!pathNodes.has(k)) out += special(k, style.hubColor ?? color.primary, style.nodeRadius * s * 2.6, style.halo?.hub, true);
  path.forEach((k, idx) => {
    const end = idx === 0 || idx === path.length - 1;
    out += special(k, style.pathColor ?? color.accent, style.nodeRadius * s * (end ? 2.6 : 1.7), style.halo?.path, end);
  });
  if (style.alert !== undefined) out += special(style.alert, color.accent2, style.nodeRadius * s * 2.1, style.halo?.alert, true);
  return out;
}

// ---------------------------------------------------------------------------
// Radar / range rings
// ---------------------------------------------------------------------------

/** Range rings with tick marks and a soft sweep wedge: the "area of interest" motif. */
export function radar(
  rng: Rng,
  centre: Point,
  radius: number,
  options: { stroke: string; sweep?: string; rings?: number; opacity?: number; sweepGradient?: string },
): string {
  const rings = options.rings ?? 4;
  const op = options.opacity ?? 0.35;
  let out = '';
  for (let k = 1; k <= rings; k++) {
    const r = (radius * k) / rings;
    // Outer rings are broken arcs; a full set of closed circles looks like a target, not a sensor.
    if (k === rings || k === rings - 1) {
      const start = rng.range(0, Math.PI * 2);
      const span = rng.range(Math.PI * 0.9, Math.PI * 1.5);
      out += arc(centre, r, start, start + span, options.stroke, op * (k === rings ? 0.8 : 1), 1.2);
    } else {
      out += `<circle cx="${n(centre.x)}" cy="${n(centre.y)}" r="${n(r)}" fill="none" stroke="${options.stroke}" stroke-opacity="${n(op * 0.8, 3)}" stroke-width="1" stroke-dasharray="${k === 1 ? 'none' : '2 5'}"/>`;
    }
  }
  let ticks = '';
  for (let a = 0; a < 360; a += 10) {
    const rad = (a * Math.PI) / 180;
    const inner = radius * (a % 30 === 0 ? 0.93 : 0.965);
    ticks += `M${n(centre.x + Math.cos(rad) * inner)} ${n(centre.y + Math.sin(rad) * inner)}L${n(centre.x + Math.cos(rad) * radius)} ${n(centre.y + Math.sin(rad) * radius)}`;
  }
  out += `<path d="${ticks}" stroke="${options.stroke}" stroke-opacity="${n(op * 0.9, 3)}" stroke-width="1" fill="none"/>`;
  // Crosshair gaps leave the centre clear for the focal node.
  const g = radius * 0.12;
  out += `<path d="M${n(centre.x - radius)} ${n(centre.y)}H${n(centre.x - g)}M${n(centre.x + g)} ${n(centre.y)}H${n(centre.x + radius)}M${n(centre.x)} ${n(centre.y - radius)}V${n(centre.y - g)}M${n(centre.x)} ${n(centre.y + g)}V${n(centre.y + radius)}" stroke="${options.stroke}" stroke-opacity="${n(op * 0.45, 3)}" stroke-width="1" fill="none"/>`;
  if (options.sweepGradient) {
    const a0 = rng.range(0, Math.PI * 2);
    const a1 = a0 + Math.PI / 3.2;
    out += `<path d="M${n(centre.x)} ${n(centre.y)}L${n(centre.x + Math.cos(a0) * radius)} ${n(centre.y + Math.sin(a0) * radius)}A${n(radius)} ${n(radius)} 0 0 1 ${n(centre.x + Math.cos(a1) * radius)} ${n(centre.y + Math.sin(a1) * radius)}Z" fill="url(#${options.sweepGradient})"/>`;
    out += `<path d="M${n(centre.x)} ${n(centre.y)}L${n(centre.x + Math.cos(a1) * radius)} ${n(centre.y + Math.sin(a1) * radius)}" stroke="${options.sweep ?? options.stroke}" stroke-opacity="0.7" stroke-width="1.4"/>`;
  }
  return out;
}

export function arc(c: Point, r: number, a0: number, a1: number, stroke: string, opacity: number, width: number): string {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `<path d="M${n(c.x + Math.cos(a0) * r)} ${n(c.y + Math.sin(a0) * r)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(c.x + Math.cos(a1) * r)} ${n(c.y + Math.sin(a1) * r)}" fill="none" stroke="${stroke}" stroke-opacity="${n(opacity, 3)}" stroke-width="${n(width, 2)}" stroke-linecap="round"/>`;
}

// ---------------------------------------------------------------------------
// Shared <defs>
// ---------------------------------------------------------------------------

export function haloDefs(id: string, fill: string, strength = 0.45): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${fill}" stop-opacity="${n(strength, 3)}"/><stop offset="0.35" stop-color="${fill}" stop-opacity="${n(strength * 0.35, 3)}"/><stop offset="1" stop-color="${fill}" stop-opacity="0"/></radialGradient>`;
}

export function glowDefs(id: string, blur: number): string {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(blur, 2)}"/></filter>`;
}

/** Wide, soft colour pools: how the brand's "soft gradients" get their blue/teal highlights. */
export function glowPool(id: string, c: Point, r: number, fill: string, opacity: number): { defs: string; body: string } {
  return {
    defs: `<radialGradient id="${id}" cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${fill}" stop-opacity="${n(opacity, 3)}"/><stop offset="0.5" stop-color="${fill}" stop-opacity="${n(opacity * 0.35, 3)}"/><stop offset="1" stop-color="${fill}" stop-opacity="0"/></radialGradient>`,
    body: `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}" fill="url(#${id})"/>`,
  };
}
