/**
 * Full-frame compositions: hero poster and social card.
 *
 * They share one "investigation scene" (terrain, grid, graph, range rings) so every
 * surface of the site feels like a view into the same product, only framed differently.
 */
import { color, escapeXml, n } from './brand';
import { createRng, type Rng } from './prng';
import { placedSymbol, svgFontFamily, wordmarkText } from './symbol';
import {
  buildGraph,
  contours,
  dotGridDefs,
  glowDefs,
  glowPool,
  haloDefs,
  leadPath,
  radar,
  renderGraph,
  scatter,
  terrainField,
  type Point,
} from './svg-patterns';

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Linear fade mask: 0..1 opacity along a direction, so detail dissolves where copy will sit. */
function fadeMask(id: string, width: number, height: number, from: Point, to: Point, start: number, end: number): string {
  return `<linearGradient id="${id}-g" gradientUnits="userSpaceOnUse" x1="${n(from.x)}" y1="${n(from.y)}" x2="${n(to.x)}" y2="${n(to.y)}"><stop offset="0" stop-color="#fff" stop-opacity="${n(start, 3)}"/><stop offset="1" stop-color="#fff" stop-opacity="${n(end, 3)}"/></linearGradient><mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="url(#${id}-g)"/></mask>`;
}

export function backdrop(width: number, height: number, angle: { from: Point; to: Point }): { defs: string; body: string } {
  return {
    defs: `<linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="${n(angle.from.x)}" y1="${n(angle.from.y)}" x2="${n(angle.to.x)}" y2="${n(angle.to.y)}"><stop offset="0" stop-color="${color.ink}"/><stop offset="1" stop-color="${color.ink2}"/></linearGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
  };
}

/** Edge vignette pulls the eye to the centre and hides hard edges of the generated layers. */
export function vignette(width: number, height: number, strength: number): { defs: string; body: string } {
  const r = Math.hypot(width, height) / 2;
  return {
    defs: `<radialGradient id="vig" gradientUnits="userSpaceOnUse" cx="${n(width / 2)}" cy="${n(height / 2)}" r="${n(r)}"><stop offset="0.55" stop-color="${color.ink}" stop-opacity="0"/><stop offset="1" stop-color="${color.ink}" stop-opacity="${n(strength, 3)}"/></radialGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#vig)"/>`,
  };
}

export interface SceneOptions {
  width: number;
  height: number;
  /** Where the analyst's attention is: tight contours, range rings and the lead start here. */
  focal: Point;
  /** Area in which graph nodes are placed. */
  graphArea: { x: number; y: number; w: number; h: number };
  nodeCount: number;
  nodeSpacing: number;
  /** Probability (0..1) of keeping a node at a point; shapes the cloud. */
  density?: (p: Point) => number;
  /** Fade applied to contours and grid so copy stays legible; omitted = uniform. */
  fade?: { from: Point; to: Point; start: number; end: number };
  radarRadius: number;
  emphasis: 'primary' | 'accent' | 'neutral';
  /** Scales strokes and node sizes with the canvas. */
  scale: number;
  contourLevels?: number;
  contourOpacity?: number;
  hubCount?: number;
  alert?: boolean;
  pools?: Array<{ at: Point; r: number; fill: string; opacity: number }>;
  vignette?: number;
  /** The dot grid is invisible at social-card scale yet costs PNG bytes; allow leaving it out. */
  dots?: boolean;
  /** Restricts where the highlighted lead may end, e.g. away from copy. */
  leadFilter?: (p: Point) => boolean;
}

export function investigationScene(rng: Rng, o: SceneOptions): { defs: string; body: string } {
  const { width, height, scale: s } = o;
  const defs: string[] = [];
  const body: string[] = [];

  const bg = backdrop(width, height, { from: { x: 0, y: 0 }, to: { x: width, y: height } });
  defs.push(bg.defs);
  body.push(bg.body);

  (o.pools ?? []).forEach((pool, k) => {
    const g = glowPool(`pool${k}`, pool.at, pool.r, pool.fill, pool.opacity);
    defs.push(g.defs);
    body.push(g.body);
  });

  const fadeAttr = o.fade ? ' mask="url(#fade)"' : '';
  if (o.fade) defs.push(fadeMask('fade', width, height, o.fade.from, o.fade.to, o.fade.start, o.fade.end));

  if (o.dots !== false) {
    defs.push(dotGridDefs('dots', 28 * s, 1.05 * s, color.mist, 0.1));
    body.push(`<rect width="${width}" height="${height}" fill="url(#dots)"${fadeAttr}/>`);
  }

  const field = terrainField(rng.fork('terrain'), width, height, {
    summits: [{ ...o.focal, radius: o.radarRadius * 1.1, height: 0.35 }],
  });
  const contourTint = o.emphasis === 'accent' ? color.accent : color.mist;
  body.push(
    `<g${fadeAttr}>${contours(field, width, height, {
      levels: o.contourLevels ?? 16,
      step: 12 * s,
      stroke: contourTint,
      opacity: o.contourOpacity ?? 0.075,
      width: 1 * s,
      indexEvery: 4,
      indexOpacity: (o.contourOpacity ?? 0.075) * 2,
    })}</g>`,
  );

  const ringColor = o.emphasis === 'primary' ? color.primary : color.accent;
  defs.push(haloDefs('sweep', ringColor, 0.22));
  body.push(
    `<g>${radar(rng.fork('radar'), o.focal, o.radarRadius, {
      stroke: ringColor,
      // Blue on navy has little luminance contrast, so blue rings need more opacity than teal.
      opacity: o.emphasis === 'primary' ? 0.55 : 0.38,
      rings: 4,
    })}</g>`,
  );

  // The focal node is inserted explicitly so the lead always starts inside the range rings;
  // scattered nodes crowding it are dropped so the marker reads cleanly.
  const nodes = scatter(rng.fork('nodes'), o.nodeCount, o.graphArea, o.nodeSpacing, o.density).filter(
    (p) => Math.hypot(p.x - o.focal.x, p.y - o.focal.y) > o.nodeSpacing * 0.9,
  );
  nodes.push({ ...o.focal });
  const graph = buildGraph(rng.fork('edges'), nodes, 0.5);
  const focalIndex = nodes.length - 1;
  // The lead should be a readable story: a handful of hops ending near the rings, not a
  // meander across the whole canvas. Take the farthest node whose path is 3-6 hops long.
  const leadOk = o.leadFilter ?? (() => true);
  const byDistance = nodes
    .map((p, k) => ({ p, k, d: Math.hypot(p.x - o.focal.x, p.y - o.focal.y) }))
    .filter(({ p, k, d }) => k !== focalIndex && d < o.radarRadius * 2.6 && leadOk(p))
    .sort((a, b) => b.d - a.d);
  const path = leadPath(graph, focalIndex, byDistance.map(({ k }) => k), true);
  const pathSet = new Set(path);
  const candidates = nodes.map((_, k) => k).filter((k) => !pathSet.has(k));
  const hubs = rng.fork('hubs').shuffle(candidates).slice(0, o.hubCount ?? 3);
  const alertPool = candidates.filter((k) => !hubs.includes(k));
  const alert = o.alert && alertPool.length > 0 ? rng.fork('alert').pick(alertPool) : undefined;

  defs.push(haloDefs('haloHub', color.primary, 0.5), haloDefs('haloPath', color.accent, 0.45), haloDefs('haloAlert', color.accent2, 0.45));
  defs.push(glowDefs('glow', 4 * s));
  body.push(
    renderGraph(graph, {
      edgeColor: color.mist,
      edgeOpacity: 0.16,
      edgeWidth: 1,
      nodeColor: color.mist,
      nodeOpacity: 0.55,
      nodeRadius: 2.4,
      hubs,
      hubColor: color.primary,
      path,
      pathColor: color.accent,
      alert,
      glowFilter: 'glow',
      halo: { hub: 'haloHub', path: 'haloPath', alert: 'haloAlert' },
      scale: s,
    }),
  );

  if (o.vignette) {
    const v = vignette(width, height, o.vignette);
    defs.push(v.defs);
    body.push(v.body);
  }
  return { defs: defs.join(''), body: body.join('') };
}

// ---------------------------------------------------------------------------
// Hero poster
// ---------------------------------------------------------------------------

export function heroPoster(width: number, height: number, seed: string): string {
  const rng = createRng(seed);
  const portrait = height > width;
  const s = portrait ? 1.15 : 1;
  // Desktop copy sits on the left, mobile copy at the top: the scene yields that space.
  const focal = portrait ? { x: width * 0.62, y: height * 0.7 } : { x: width * 0.68, y: height * 0.47 };
  const scene = investigationScene(rng, {
    width,
    height,
    focal,
    graphArea: portrait
      ? { x: 30, y: height * 0.38, w: width - 60, h: height * 0.6 }
      : { x: width * 0.36, y: 50, w: width * 0.62, h: height - 100 },
    density: portrait
      ? (p) => Math.min(1, 0.25 + ((p.y - height * 0.38) / (height * 0.6)) * 1.1)
      : (p) => Math.min(1, 0.15 + ((p.x - width * 0.36) / (width * 0.62)) * 1.2),
    nodeCount: portrait ? 34 : 64,
    nodeSpacing: portrait ? 72 : 84,
    fade: portrait
      ? { from: { x: 0, y: height * 0.1 }, to: { x: 0, y: height * 0.6 }, start: 0.25, end: 1 }
      : { from: { x: width * 0.05, y: 0 }, to: { x: width * 0.6, y: 0 }, start: 0.25, end: 1 },
    radarRadius: portrait ? 190 : 250,
    emphasis: 'primary',
    scale: s,
    contourLevels: 18,
    // Slightly stronger than on covers: webp at q70 softens faint 1 px lines on large canvases.
    contourOpacity: 0.1,
    hubCount: portrait ? 3 : 4,
    alert: true,
    pools: portrait
      ? [
          { at: { x: width * 0.7, y: height * 0.66 }, r: width * 0.9, fill: color.primary, opacity: 0.26 },
          { at: { x: width * 0.1, y: height * 0.95 }, r: width * 0.6, fill: color.accent, opacity: 0.1 },
        ]
      : [
          { at: { x: width * 0.7, y: height * 0.42 }, r: width * 0.45, fill: color.primary, opacity: 0.24 },
          { at: { x: width * 0.95, y: height * 0.95 }, r: width * 0.3, fill: color.accent, opacity: 0.1 },
        ],
    vignette: 0.7,
  });
  return svgDocument(width, height, scene.defs, scene.body);
}

// ---------------------------------------------------------------------------
// Social card
// ---------------------------------------------------------------------------

export function ogCard(seed: string, tagline: string): string {
  const width = 1200;
  const height = 630;
  const rng = createRng(seed);
  const scene = investigationScene(rng, {
    width,
    height,
    focal: { x: 905, y: 300 },
    graphArea: { x: 640, y: 40, w: 540, h: 550 },
    density: (p) => Math.min(1, 0.2 + (p.x - 640) / 450),
    nodeCount: 30,
    nodeSpacing: 66,
    fade: { from: { x: 120, y: 0 }, to: { x: 760, y: 0 }, start: 0.1, end: 1 },
    radarRadius: 165,
    emphasis: 'primary',
    scale: 0.9,
    contourLevels: 14,
    hubCount: 3,
    alert: true,
    pools: [
      { at: { x: 900, y: 300 }, r: 520, fill: color.primary, opacity: 0.26 },
      { at: { x: 1150, y: 620 }, r: 360, fill: color.accent, opacity: 0.1 },
    ],
    vignette: 0.55,
    leadFilter: (p) => p.x > 760 && p.x < 1140,
    dots: false,
  });
  const font = svgFontFamily;
  // Split the tagline before "for" so it sets as two balanced lines at display size.
  const split = tagline.search(/\sfor\s/);
  const lines = split > 0 ? [tagline.slice(0, split), tagline.slice(split + 1)] : [tagline];
  const copy =
    placedSymbol(80, 150, 72) +
    wordmarkText(176, 210, 68, -1.2, color.paper) +
    lines
      .map(
        (line, k) =>
          `<text x="80" y="${330 + k * 62}" font-family="${font}" font-size="50" font-weight="600" letter-spacing="-0.6" fill="${color.mist}">${escapeXml(line)}</text>`,
      )
      .join('') +
    `<rect x="80" y="${330 + lines.length * 62 + 8}" width="56" height="4" rx="2" fill="${color.accent}"/>`;
  return svgDocument(width, height, scene.defs, scene.body + copy);
}

// ---------------------------------------------------------------------------
// Article covers
// ---------------------------------------------------------------------------

/** The sections with covers; covers themselves are drawn by cover.ts (HTML, set in the brand face). */
export type CoverKind = 'blog' | 'use-cases' | 'newsroom';
