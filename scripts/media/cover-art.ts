/**
 * The drawing behind a cover's type: night ground, a fine contour texture, and one motif that
 * says what the item is about. The motif sits on the right and top so the title (bottom-left)
 * and the label (top-left) always have a calm field; the id moves everything else.
 */
import { color, n } from './brand';
import type { Rng } from './prng';
import { at } from './prng';
import { arc, buildGraph, contours, glowPool, haloDefs, leadPath, radar, renderGraph, scatter, smoothPath, terrainField, type Point } from './svg-patterns';
import type { Motif } from './cover-topics';

export const COVER = { width: 1200, height: 630 } as const;
const { width: W, height: H } = COVER;

interface Layer {
  defs: string;
  body: string;
}

interface MotifContext {
  rng: Rng;
  main: string;
  focal: Point;
  /** Which drawing of the motif (0 or 1); neighbours of one motif alternate. */
  variant: number;
}

const ink950 = '#070B17';
const ink800 = '#131A2E';

/** Amber marker: the one bright point a picture may have (brand rule), with a soft halo. */
function amberPoint(p: Point, r = 7): string {
  return (
    `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r * 7)}" fill="url(#amberHalo)"/>` +
    `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r * 2.3)}" fill="none" stroke="${color.accent2}" stroke-opacity="0.55" stroke-width="1.4"/>` +
    `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r)}" fill="${color.accent2}"/>` +
    `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r * 0.36)}" fill="${color.ink}"/>`
  );
}

function terrain({ rng, main, focal }: MotifContext): Layer {
  const field = terrainField(rng.fork('field'), W, H, {
    summits: [{ ...focal, radius: rng.range(90, 140), height: rng.range(0.45, 0.7) }],
    roughness: rng.range(0.8, 1.3),
  });
  let body = contours(field, W, H, { levels: 20, step: 9, stroke: main, opacity: 0.2, width: 1.1, indexEvery: 5, indexOpacity: 0.5 });
  // Graticule: a map, not a pattern.
  const gx = rng.range(0, 120);
  let grid = '';
  for (let x = 480 + gx; x < W; x += 180) grid += `M${n(x)} 0V${H}`;
  for (let y = 60 + rng.range(0, 80); y < H; y += 180) grid += `M440 ${n(y)}H${W}`;
  body += `<path d="${grid}" stroke="${color.mist}" stroke-opacity="0.1" stroke-dasharray="2 6" fill="none"/>`;
  // A route walked to the pin, with waypoints.
  const from = { x: W + 20, y: rng.range(0.1, 0.9) * H };
  const mid = { x: (from.x + focal.x) / 2 + rng.range(-60, 60), y: (from.y + focal.y) / 2 + rng.range(-120, 120) };
  const route = [from, mid, focal];
  body += `<path d="${smoothPath(route)}" fill="none" stroke="${main}" stroke-opacity="0.85" stroke-width="2" stroke-dasharray="7 7" stroke-linecap="round"/>`;
  for (const p of [mid]) {
    body += `<path d="M${n(p.x)} ${n(p.y - 8)}L${n(p.x + 8)} ${n(p.y)}L${n(p.x)} ${n(p.y + 8)}L${n(p.x - 8)} ${n(p.y)}Z" fill="${color.ink}" stroke="${main}" stroke-width="2"/>`;
  }
  // Map pin: the place this item is about.
  const pin = (p: Point) =>
    `<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="26" ry="8" fill="url(#amberHalo)"/>` +
    `<path d="M${n(p.x)} ${n(p.y)}C${n(p.x - 6)} ${n(p.y - 14)} ${n(p.x - 22)} ${n(p.y - 26)} ${n(p.x - 22)} ${n(p.y - 42)}A22 22 0 1 1 ${n(p.x + 22)} ${n(p.y - 42)}C${n(p.x + 22)} ${n(p.y - 26)} ${n(p.x + 6)} ${n(p.y - 14)} ${n(p.x)} ${n(p.y)}Z" fill="${color.accent2}"/>` +
    `<circle cx="${n(p.x)}" cy="${n(p.y - 42)}" r="8" fill="${color.ink}"/>`;
  // Half the places get a geofence, the other half a search radius: same map, different job.
  if (rng.chance(0.5)) {
    const corners = rng.int(5, 7);
    const fence = Array.from({ length: corners }, (_, k) => {
      const a = (k / corners) * Math.PI * 2 + rng.range(-0.25, 0.25);
      const r = rng.range(95, 150);
      return `${n(focal.x + Math.cos(a) * r * 1.3)} ${n(focal.y + Math.sin(a) * r)}`;
    });
    body += `<path d="M${fence.join('L')}Z" fill="${main}" fill-opacity="0.08" stroke="${main}" stroke-width="1.6" stroke-dasharray="10 6" stroke-linejoin="round"/>`;
  } else body += `<circle cx="${n(focal.x)}" cy="${n(focal.y)}" r="${n(rng.range(110, 150))}" fill="${main}" fill-opacity="0.06" stroke="${main}" stroke-opacity="0.7" stroke-width="1.4"/>`;
  body += arc(focal, 46, -Math.PI, Math.PI * 0.6, main, 0.7, 1.4) + arc(focal, 74, Math.PI * 0.2, Math.PI * 1.3, main, 0.4, 1.2);
  body += `<circle cx="${n(focal.x)}" cy="${n(focal.y)}" r="150" fill="url(#amberHalo)" opacity="0.5"/>` + pin(focal);
  return { defs: '', body };
}

function constellation({ rng, main, focal }: MotifContext): Layer {
  const area = { x: 470, y: 40, w: W - 500, h: H - 80 };
  const nodes = scatter(rng.fork('nodes'), rng.int(26, 34), area, rng.range(58, 72), (p) => Math.max(0.15, 1 - Math.hypot(p.x - focal.x, p.y - focal.y) / 700)).filter(
    (p) => Math.hypot(p.x - focal.x, p.y - focal.y) > 50,
  );
  nodes.push({ ...focal });
  const graph = buildGraph(rng.fork('edges'), nodes, 0.55);
  const focalIndex = nodes.length - 1;
  const far = nodes
    .map((p, k) => ({ k, d: Math.hypot(p.x - focal.x, p.y - focal.y) }))
    .filter(({ k }) => k !== focalIndex)
    .sort((a, b) => b.d - a.d);
  const path = leadPath(graph, focalIndex, far.map(({ k }) => k));
  const rest = nodes.map((_, k) => k).filter((k) => !path.includes(k));
  const shuffled = rng.fork('roles').shuffle(rest);
  // The amber node sits where the art is at full strength, not in the fade under the title.
  const alert = shuffled.find((k) => at(nodes, k).x > 760 && at(nodes, k).y > 60);
  const hubs = shuffled.filter((k) => k !== alert).slice(0, 3);
  return {
    defs: haloDefs('hubHalo', main, 0.5) + `<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>`,
    body: renderGraph(graph, {
      edgeColor: color.mist,
      edgeOpacity: 0.22,
      edgeWidth: 1.1,
      nodeColor: color.mist,
      nodeOpacity: 0.6,
      nodeRadius: 3,
      hubs,
      hubColor: main,
      path,
      pathColor: main,
      ...(alert !== undefined ? { alert } : {}),
      glowFilter: 'glow',
      halo: { hub: 'hubHalo', path: 'hubHalo', alert: 'amberHalo' },
      scale: 1.15,
    }),
  };
}

function lanes({ rng, main, focal }: MotifContext): Layer {
  const left = 470;
  const right = W - 40;
  const lanes = rng.int(4, 5);
  const top = rng.range(150, 200);
  const gap = rng.range(52, 62);
  let body = '';
  // Day ticks along the top axis.
  let ticks = `M${left} ${n(top - 40)}H${right}`;
  for (let x = left, k = 0; x <= right; x += 24, k++) ticks += `M${n(x)} ${n(top - 40)}v${k % 6 === 0 ? 12 : 5}`;
  body += `<path d="${ticks}" stroke="${color.mist}" stroke-opacity="0.35" fill="none"/>`;
  let amber: Point | undefined;
  const amberLane = rng.int(0, lanes - 1);
  for (let lane = 0; lane < lanes; lane++) {
    const y = top + lane * gap;
    const local = rng.fork(`lane${lane}`);
    body += `<path d="M${left} ${n(y)}H${right}" stroke="${color.mist}" stroke-opacity="0.12"/>`;
    let x = left + local.range(0, 60);
    while (x < right - 20) {
      const w = local.chance(0.35) ? local.range(40, 150) : local.range(8, 18);
      const end = Math.min(right, x + w);
      const strong = local.chance(0.3);
      body += `<rect x="${n(x)}" y="${n(y - 6)}" width="${n(end - x)}" height="12" rx="6" fill="${main}" fill-opacity="${strong ? 0.95 : 0.4}"/>`;
      if (lane === amberLane && !amber && x > 620 && end < right - 90 && local.chance(0.5)) amber = { x: end + 22, y };
      x = end + local.range(24, 110);
    }
  }
  amber ??= { x: focal.x, y: top + amberLane * gap };
  // The signal trace: volume over time, dipping towards the event.
  const traceY = top + lanes * gap + 70;
  const pts: Point[] = [];
  const phase = rng.range(0, Math.PI * 2);
  for (let k = 0; k <= 24; k++) {
    const x = left + ((right - left) * k) / 24;
    const v = 0.5 + 0.32 * Math.sin(phase + k * 0.55) + 0.15 * Math.sin(phase * 1.7 + k * 1.3) + rng.range(-0.1, 0.1);
    pts.push({ x, y: traceY - Math.max(0.05, v) * 90 });
  }
  body += `<path d="${smoothPath(pts)}L${right} ${n(traceY)}L${left} ${n(traceY)}Z" fill="url(#traceFill)"/>`;
  body += `<path d="${smoothPath(pts)}" fill="none" stroke="${main}" stroke-width="2.2" stroke-linejoin="round"/>`;
  // The event this item is about, marked through every lane.
  body += `<path d="M${n(amber.x)} ${n(top - 40)}V${n(traceY)}" stroke="${color.accent2}" stroke-opacity="0.6" stroke-dasharray="3 5" stroke-width="1.4"/>`;
  body += amberPoint(amber, 7);
  return {
    defs: `<linearGradient id="traceFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${main}" stop-opacity="0.3"/><stop offset="1" stop-color="${main}" stop-opacity="0"/></linearGradient>`,
    body,
  };
}

function documents({ rng, main, focal }: MotifContext): Layer {
  const sheets = rng.int(3, 4);
  const w = 290;
  const h = 370;
  let body = '';
  const base = rng.range(-14, -4);
  for (let k = 0; k < sheets; k++) {
    const top = k === sheets - 1;
    const angle = base + k * rng.range(4, 8);
    const cx = focal.x - (sheets - 1 - k) * rng.range(16, 30);
    const cy = focal.y + (sheets - 1 - k) * rng.range(8, 18);
    let sheet = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="14" fill="${top ? ink800 : ink950}" stroke="${main}" stroke-opacity="${top ? 0.9 : 0.35}" stroke-width="${top ? 1.6 : 1.2}"/>`;
    if (top) {
      const local = rng.fork('lines');
      sheet += `<rect x="${-w / 2 + 28}" y="${-h / 2 + 30}" width="${n(local.range(90, 150))}" height="12" rx="6" fill="${main}"/>`;
      let y = -h / 2 + 74;
      const mark = local.int(2, 6);
      for (let line = 0; y < h / 2 - 40; line++, y += 24) {
        const lw = line % 5 === 4 ? local.range(60, 140) : local.range(170, 234);
        sheet += `<rect x="${-w / 2 + 28}" y="${n(y)}" width="${n(lw)}" height="7" rx="3.5" fill="${color.mist}" fill-opacity="${line === mark ? 0.55 : 0.2}"/>`;
        if (line === mark) sheet += amberPoint({ x: -w / 2 + 28 + lw + 22, y: y + 3.5 }, 5);
      }
    }
    body += `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle, 2)})">${sheet}</g>`;
  }
  // A seal: the record is signed and kept.
  const seal = { x: focal.x + rng.range(120, 170), y: focal.y + rng.range(-190, -120) };
  let ticks = '';
  for (let a = 0; a < 360; a += 12) {
    const r = (a * Math.PI) / 180;
    ticks += `M${n(seal.x + Math.cos(r) * 52)} ${n(seal.y + Math.sin(r) * 52)}L${n(seal.x + Math.cos(r) * 60)} ${n(seal.y + Math.sin(r) * 60)}`;
  }
  body += `<circle cx="${n(seal.x)}" cy="${n(seal.y)}" r="64" fill="${color.ink}" fill-opacity="0.8"/><circle cx="${n(seal.x)}" cy="${n(seal.y)}" r="46" fill="none" stroke="${main}" stroke-width="2"/><path d="${ticks}" stroke="${main}" stroke-opacity="0.7" stroke-width="1.4"/>`;
  body += `<path d="M${n(seal.x - 16)} ${n(seal.y + 1)}l11 11l22 -24" fill="none" stroke="${main}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  return { defs: '', body };
}

function radarMotif({ rng, main, focal }: MotifContext): Layer {
  const radius = rng.range(250, 320);
  let body = `<g>${radar(rng.fork('rings'), focal, radius, { stroke: main, opacity: 0.6, rings: 5, sweepGradient: 'sweep' })}</g>`;
  // Tracks: where each contact has been, fading behind it.
  const blips = rng.int(5, 8);
  const amberIndex = rng.int(0, blips - 1);
  let amber: Point | undefined;
  for (let k = 0; k < blips; k++) {
    const local = rng.fork(`blip${k}`);
    const a = local.range(0, Math.PI * 2);
    const d = local.range(0.25, 0.92) * radius;
    const p = { x: focal.x + Math.cos(a) * d, y: focal.y + Math.sin(a) * d };
    if (p.x < 440 || p.y < 20 || p.y > H - 20) continue;
    const heading = local.range(0, Math.PI * 2);
    const trail = [0, 1, 2, 3].map((t) => ({ x: p.x - Math.cos(heading) * t * 16, y: p.y - Math.sin(heading) * t * 16 }));
    body += trail
      .slice(1)
      .map((q, t) => `<circle cx="${n(q.x)}" cy="${n(q.y)}" r="2.2" fill="${main}" fill-opacity="${n(0.6 - t * 0.18, 2)}"/>`)
      .join('');
    if (k === amberIndex) amber = p;
    else body += `<rect x="${n(p.x - 6)}" y="${n(p.y - 6)}" width="12" height="12" fill="none" stroke="${main}" stroke-width="1.8"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="2.5" fill="${main}"/>`;
  }
  if (amber) body += amberPoint(amber, 6);
  return {
    defs: `<radialGradient id="sweep" cx="${n(focal.x)}" cy="${n(focal.y)}" r="${n(radius)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${main}" stop-opacity="0.05"/><stop offset="1" stop-color="${main}" stop-opacity="0.35"/></radialGradient>`,
    body,
  };
}

/** Small data: a haze of noise, and the handful of points that matter joined into a finding. */
function signal({ rng, main, focal }: MotifContext): Layer {
  const haze = scatter(rng.fork('haze'), 420, { x: 420, y: 20, w: W - 430, h: H - 40 }, 14, (p) => Math.min(1, 0.2 + (p.x - 420) / 500));
  let body = `<g fill="${color.mist}">${haze
    .map((p, k) => `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${k % 7 === 0 ? 1.8 : 1.2}" fill-opacity="${k % 3 === 0 ? 0.45 : 0.22}"/>`)
    .join('')}</g>`;
  const count = rng.int(5, 7);
  const found: Point[] = [];
  const spread = rng.range(150, 210);
  for (let attempt = 0; found.length < count && attempt < 200; attempt++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.2, 1) * spread;
    const p = { x: focal.x + Math.cos(a) * d * 1.4, y: focal.y + Math.sin(a) * d };
    if (p.x < 470 || p.x > W - 40 || p.y < 60 || p.y > H - 50) continue;
    if (found.every((q) => Math.hypot(q.x - p.x, q.y - p.y) > 60)) found.push(p);
  }
  found.sort((a, b) => a.x - b.x);
  body += `<ellipse cx="${n(focal.x)}" cy="${n(focal.y)}" rx="${n(spread * 1.4 + 50)}" ry="${n(spread + 50)}" fill="none" stroke="${main}" stroke-opacity="0.55" stroke-width="1.4" stroke-dasharray="4 8"/>`;
  if (found.length > 1) body += `<path d="M${found.map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}" fill="none" stroke="${main}" stroke-width="2" stroke-linejoin="round"/>`;
  const amberIndex = found.length ? rng.int(0, found.length - 1) : -1;
  found.forEach((p, k) => {
    if (k === amberIndex) return;
    body += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="28" fill="url(#hubHalo)"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="6" fill="${main}"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="13" fill="none" stroke="${main}" stroke-opacity="0.5"/>`;
  });
  if (amberIndex >= 0) body += amberPoint(at(found, amberIndex), 6.5);
  return { defs: haloDefs('hubHalo', main, 0.45), body };
}

/** Link analysis around one entity: who it touches, and who they touch. */
function egoNetwork({ rng, main, focal }: MotifContext): Layer {
  const inner = rng.int(5, 7);
  const turn = rng.range(0, Math.PI * 2);
  const ring1 = Array.from({ length: inner }, (_, k) => {
    const a = turn + (k / inner) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const r = rng.range(85, 115);
    return { x: focal.x + Math.cos(a) * r * 1.15, y: focal.y + Math.sin(a) * r, a };
  });
  const ring2: Array<Point & { parent: number }> = [];
  ring1.forEach((p, k) => {
    const children = rng.int(1, 3);
    for (let c = 0; c < children; c++) {
      const a = p.a + rng.range(-0.45, 0.45);
      const r = rng.range(180, 250);
      ring2.push({ x: focal.x + Math.cos(a) * r * 1.2, y: focal.y + Math.sin(a) * r, parent: k });
    }
  });
  let guides = '';
  for (const r of [100, 215]) guides += `<ellipse cx="${n(focal.x)}" cy="${n(focal.y)}" rx="${n(r * 1.17)}" ry="${r}" fill="none" stroke="${color.mist}" stroke-opacity="0.12" stroke-dasharray="2 6"/>`;
  let edges = ring1.map((p) => `M${n(focal.x)} ${n(focal.y)}L${n(p.x)} ${n(p.y)}`).join('');
  edges += ring2.map((q) => `M${n(at(ring1, q.parent).x)} ${n(at(ring1, q.parent).y)}L${n(q.x)} ${n(q.y)}`).join('');
  // A few ties between branches: the network is not a tree.
  for (let k = 0; k < ring2.length - 1; k++) if (rng.chance(0.3)) edges += `M${n(at(ring2, k).x)} ${n(at(ring2, k).y)}L${n(at(ring2, k + 1).x)} ${n(at(ring2, k + 1).y)}`;
  let body = guides + `<path d="${edges}" stroke="${color.mist}" stroke-opacity="0.24" stroke-width="1.2" fill="none"/>`;
  const visible = ring2.map((q, k) => ({ q, k })).filter(({ q }) => q.x > 760 && q.x < W - 30 && q.y > 50 && q.y < H - 40);
  const target = visible.length ? rng.pick(visible) : undefined;
  const leadEnd = ring2.map((q, k) => ({ q, k })).filter(({ k }) => k !== target?.k);
  const lead = leadEnd.length ? rng.pick(leadEnd).q : undefined;
  if (lead) {
    const via = at(ring1, lead.parent);
    body += `<path d="M${n(focal.x)} ${n(focal.y)}L${n(via.x)} ${n(via.y)}L${n(lead.x)} ${n(lead.y)}" stroke="${main}" stroke-width="2.4" fill="none" stroke-linejoin="round"/>`;
  }
  body += `<g fill="${color.mist}" fill-opacity="0.7">${ring2.filter((_, k) => k !== target?.k).map((q) => `<circle cx="${n(q.x)}" cy="${n(q.y)}" r="3.6"/>`).join('')}</g>`;
  body += ring1.map((p) => `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="7" fill="${color.ink}" stroke="${main}" stroke-width="2"/>`).join('');
  body += `<circle cx="${n(focal.x)}" cy="${n(focal.y)}" r="60" fill="url(#hubHalo)"/><circle cx="${n(focal.x)}" cy="${n(focal.y)}" r="22" fill="none" stroke="${main}" stroke-opacity="0.6" stroke-width="1.4"/><circle cx="${n(focal.x)}" cy="${n(focal.y)}" r="12" fill="${main}"/><circle cx="${n(focal.x)}" cy="${n(focal.y)}" r="4.5" fill="${color.ink}"/>`;
  if (target) body += amberPoint(target.q, 6.5);
  return { defs: haloDefs('hubHalo', main, 0.5), body };
}

function network(context: MotifContext): Layer {
  return context.variant % 2 === 0 ? egoNetwork(context) : constellation(context);
}

/** Activity per day as a histogram: the burst the item is about carries the amber point. */
function histogram({ rng, main }: MotifContext): Layer {
  const left = 520;
  const right = W - 40;
  // Above the title block: the bars never run behind the copy.
  const base = rng.range(330, 360);
  const count = 32;
  const step = (right - left) / count;
  const phase = rng.range(0, Math.PI * 2);
  const burst = rng.int(Math.floor(count * 0.45), count - 5);
  const heights = Array.from({ length: count }, (_, k) => {
    const wave = 0.35 + 0.22 * Math.sin(phase + k * 0.38) + 0.1 * Math.sin(phase * 2.3 + k * 1.1) + rng.range(-0.08, 0.08);
    const spike = Math.exp(-((k - burst) ** 2) / 6) * 0.75;
    return Math.max(0.06, wave + spike) * 215;
  });
  let body = '';
  let bars = '';
  let strong = '';
  heights.forEach((h, k) => {
    const rect = `<rect x="${n(left + k * step + 2)}" y="${n(base - h)}" width="${n(step - 6)}" height="${n(h)}" rx="2"/>`;
    if (Math.abs(k - burst) <= 2) strong += rect;
    else bars += rect;
  });
  body += `<g fill="${main}" fill-opacity="0.28">${bars}</g><g fill="${main}" fill-opacity="0.9">${strong}</g>`;
  let axis = `M${left} ${n(base + 10)}H${right}`;
  for (let k = 0; k <= count; k++) axis += `M${n(left + k * step)} ${n(base + 10)}v${k % 7 === 0 ? 12 : 5}`;
  body += `<path d="${axis}" stroke="${color.mist}" stroke-opacity="0.35" fill="none"/>`;
  // Last year's line for comparison: the burst stands out against it.
  const avg = heights.map((_, k) => ({ x: left + k * step + step / 2, y: base - (0.35 + 0.15 * Math.sin(phase + k * 0.38 + 0.8)) * 215 }));
  body += `<path d="${smoothPath(avg)}" fill="none" stroke="${color.mist}" stroke-opacity="0.45" stroke-width="1.4" stroke-dasharray="5 6"/>`;
  const peak = { x: left + burst * step + step / 2, y: base - at(heights, burst) - 26 };
  body += amberPoint(peak, 7);
  return { defs: '', body };
}

function timeline(context: MotifContext): Layer {
  return context.variant % 2 === 0 ? histogram(context) : lanes(context);
}

const MOTIFS: Record<Motif, (c: MotifContext) => Layer> = { terrain, network, timeline, documents, radar: radarMotif, signal };

/** Full-frame SVG art for one cover; `rng` must be seeded from the item's id. */
export function coverArt(rng: Rng, motif: Motif, main: string, variant?: number): string {
  const focal = { x: rng.range(0.6, 0.84) * W, y: rng.range(0.3, 0.6) * H };
  const second = main === color.accent ? color.primary : color.accent;
  const pool = glowPool('pool', focal, rng.range(460, 600), main, 0.2);
  const corner = glowPool('corner', { x: rng.pick([W * 0.9, W]), y: rng.pick([0, H]) }, 420, second, 0.08);
  const texture = terrainField(rng.fork('texture'), W, H);
  const art = MOTIFS[motif]({ rng: rng.fork(motif), main, focal, variant: variant ?? rng.int(0, 1) });
  const defs =
    `<linearGradient id="ground" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${ink950}"/><stop offset="1" stop-color="${color.ink}"/></linearGradient>` +
    // Detail thins out towards the copy on the left.
    `<linearGradient id="artFadeG" gradientUnits="userSpaceOnUse" x1="300" y1="0" x2="760" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient>` +
    `<mask id="artFade" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="url(#artFadeG)"/></mask>` +
    haloDefs('amberHalo', color.accent2, 0.45) +
    pool.defs +
    corner.defs +
    art.defs;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#ground)"/>` +
    pool.body +
    corner.body +
    contours(texture, W, H, { levels: 12, step: 14, stroke: color.mist, opacity: 0.05, width: 1, indexEvery: 4, indexOpacity: 0.09 }) +
    `<g mask="url(#artFade)">${art.body}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}
