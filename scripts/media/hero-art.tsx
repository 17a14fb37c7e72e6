import { random, r1, seedOf } from './seeded';

/** The motifs of the art direction (src/styles/README.md, "Generated images"). */
export type HeroMotif = 'graph' | 'map' | 'radar' | 'timeline' | 'document';

export const MOTIFS: readonly HeroMotif[] = ['graph', 'map', 'radar', 'timeline', 'document'];
export const W = 480;
export const H = 360;

interface Point {
  x: number;
  y: number;
}

/** Irregular closed contour around a centre: the "terrain" every motif sits on. */
function contour(rand: () => number, cx: number, cy: number, radius: number): string {
  const steps = 14;
  const wobble = Array.from({ length: steps }, () => 0.82 + rand() * 0.3);
  const points = wobble.map((k, i) => {
    const a = (i / steps) * Math.PI * 2;
    return { x: cx + Math.cos(a) * radius * k * 1.35, y: cy + Math.sin(a) * radius * k };
  });
  // Smooth through midpoints so the ring reads as terrain, not a polygon.
  const mid = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const start = mid(points[steps - 1]!, points[0]!);
  let d = `M${r1(start.x)} ${r1(start.y)}`;
  for (let i = 0; i < steps; i += 1) {
    const p = points[i]!;
    const m = mid(p, points[(i + 1) % steps]!);
    d += `Q${r1(p.x)} ${r1(p.y)} ${r1(m.x)} ${r1(m.y)}`;
  }
  return `${d}Z`;
}

function Terrain({ rand, cx, cy }: { rand: () => number; cx: number; cy: number }) {
  return (
    <g fill="none" strokeWidth={1}>
      {[40, 72, 104, 138, 172].map((radius, i) => (
        <path key={radius} d={contour(rand, cx, cy, radius)} stroke={i % 2 === 0 ? '#6B84FF' : '#8A93AB'} strokeOpacity={0.22} />
      ))}
    </g>
  );
}

/** A link graph: one found entity (teal ring) tied to the rest, one amber lead. */
function Graph({ rand }: { rand: () => number }) {
  const nodes: Point[] = Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * Math.PI * 2 + rand() * 0.5;
    const d = 70 + rand() * 90;
    return { x: r1(W / 2 + Math.cos(a) * d * 1.2), y: r1(H / 2 + Math.sin(a) * d * 0.8) };
  });
  const hub = { x: W / 2, y: H / 2 };
  const amber = nodes[Math.floor(rand() * nodes.length)]!;
  return (
    <g>
      {nodes.map((n, i) => (
        <line key={`h${i}`} {...(i % 3 === 0 ? { stroke: '#14C8B0', strokeOpacity: 0.8, strokeWidth: 1.6 } : { stroke: '#6B84FF', strokeOpacity: 0.45, strokeWidth: 1.2 })} x1={hub.x} y1={hub.y} x2={n.x} y2={n.y} />
      ))}
      {nodes.map((n, i) => {
        const m = nodes[(i + 2) % nodes.length]!;
        return i % 2 === 0 ? <line key={`c${i}`} stroke="#6B84FF" strokeOpacity={0.45} strokeWidth={1.2} x1={n.x} y1={n.y} x2={m.x} y2={m.y} /> : null;
      })}
      {nodes.map((n, i) => (
        <circle key={`n${i}`} {...(n === amber ? { fill: '#F5A524' } : { fill: '#0B1020', stroke: '#6B84FF', strokeWidth: 2 })} cx={n.x} cy={n.y} r={n === amber ? 6 : 4} />
      ))}
      <circle fill="#14C8B0" fillOpacity={0.12} stroke="#14C8B0" strokeOpacity={0.5} cx={hub.x} cy={hub.y} r={18} />
      <circle fill="#14C8B0" cx={hub.x} cy={hub.y} r={8} />
    </g>
  );
}

/** Contour map with a route and a pin. */
function MapPin({ rand }: { rand: () => number }) {
  const route: Point[] = Array.from({ length: 6 }, (_, i) => ({ x: r1(70 + i * 68), y: r1(250 - i * 22 - rand() * 50) }));
  const pin = route[4]!;
  return (
    <g>
      <polyline fill="none" stroke="#14C8B0" strokeWidth={2} strokeDasharray="6 6" points={route.map((p) => `${p.x},${p.y}`).join(' ')} />
      {route.map((p, i) => (
        <circle key={i} fill="#0B1020" stroke="#6B84FF" strokeWidth={2} cx={p.x} cy={p.y} r={3.5} />
      ))}
      <circle fill="#14C8B0" fillOpacity={0.12} stroke="#14C8B0" strokeOpacity={0.5} cx={pin.x} cy={pin.y} r={22} />
      <path fill="#14C8B0" d={`M${pin.x} ${pin.y}c-12-16-16-22-16-30a16 16 0 0 1 32 0c0 8-4 14-16 30z`} />
      <circle fill="#0B1020" cx={pin.x} cy={pin.y - 30} r={5} />
      <circle fill="#F5A524" cx={route[1]!.x} cy={route[1]!.y} r={5} />
    </g>
  );
}

/** Radar: range rings, a sweep, a few returns. */
function Radar({ rand }: { rand: () => number }) {
  const cx = W / 2;
  const cy = H / 2;
  const sweep = rand() * Math.PI * 2;
  const end = { x: r1(cx + Math.cos(sweep) * 150), y: r1(cy + Math.sin(sweep) * 150) };
  const end2 = { x: r1(cx + Math.cos(sweep - 0.5) * 150), y: r1(cy + Math.sin(sweep - 0.5) * 150) };
  const returns = Array.from({ length: 6 }, () => {
    const a = rand() * Math.PI * 2;
    const d = 40 + rand() * 100;
    return { x: r1(cx + Math.cos(a) * d), y: r1(cy + Math.sin(a) * d) };
  });
  return (
    <g>
      {[50, 100, 150].map((radius) => (
        <circle key={radius} fill="none" stroke="#6B84FF" strokeOpacity={0.4} cx={cx} cy={cy} r={radius} />
      ))}
      <path fill="#14C8B0" fillOpacity={0.14} d={`M${cx} ${cy}L${end2.x} ${end2.y}A150 150 0 0 1 ${end.x} ${end.y}Z`} />
      <line stroke="#14C8B0" strokeOpacity={0.8} strokeWidth={1.6} x1={cx} y1={cy} x2={end.x} y2={end.y} />
      {returns.map((p, i) => (
        <circle key={i} {...(i === 0 ? { fill: '#F5A524' } : { fill: '#14C8B0' })} cx={p.x} cy={p.y} r={i === 0 ? 5 : 3.5} />
      ))}
    </g>
  );
}

/** Monitoring timeline: bars per day and the moment a query fired. */
function Timeline({ rand }: { rand: () => number }) {
  const bars = Array.from({ length: 16 }, () => 16 + rand() * 90);
  const peak = 10 + Math.floor(rand() * 5);
  return (
    <g>
      <line stroke="#6B84FF" strokeOpacity={0.45} strokeWidth={1.2} x1={60} y1={270} x2={430} y2={270} />
      {bars.map((h, i) => (
        <rect key={i} {...(i === peak ? { fill: '#14C8B0' } : { fill: '#6B84FF', fillOpacity: 0.45 })} x={r1(64 + i * 23)} y={r1(270 - (i === peak ? 150 : h))} width={12} height={r1(i === peak ? 150 : h)} rx={3} />
      ))}
      <circle fill="#14C8B0" fillOpacity={0.12} stroke="#14C8B0" strokeOpacity={0.5} cx={r1(70 + peak * 23)} cy={96} r={18} />
      <circle fill="#F5A524" cx={r1(70 + peak * 23)} cy={96} r={6} />
    </g>
  );
}

/** Evidence: a stack of captured pages, hashed and sealed. */
function Documents({ rand }: { rand: () => number }) {
  const tilt = r1(-6 + rand() * 4);
  return (
    <g>
      {[2, 1, 0].map((i) => (
        <g key={i} transform={`translate(${160 + i * 22} ${70 + i * 18}) rotate(${r1(tilt + i * 4)})`}>
          <rect {...(i === 0 ? { fill: '#131A2E', stroke: '#6B84FF', strokeOpacity: 0.6 } : { fill: '#1D2641', stroke: '#8A93AB', strokeOpacity: 0.35 })} width={150} height={190} rx={10} />
          {i === 0 &&
            [30, 52, 74, 96, 118].map((y, k) => <rect key={y} {...(k === 2 ? { fill: '#14C8B0' } : { fill: '#8A93AB', fillOpacity: 0.35 })} x={18} y={y} width={k === 4 ? 70 : 114} height={7} rx={3.5} />)}
        </g>
      ))}
      <circle fill="#14C8B0" fillOpacity={0.12} stroke="#14C8B0" strokeOpacity={0.5} cx={330} cy={250} r={30} />
      <circle fill="#14C8B0" cx={330} cy={250} r={20} />
      <path fill="none" stroke="#0B1020" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" d="M321 250l6 6 12-13" />
    </g>
  );
}

const DRAW: Record<HeroMotif, (props: { rand: () => number }) => React.JSX.Element> = {
  graph: Graph,
  map: MapPin,
  radar: Radar,
  timeline: Timeline,
  document: Documents,
};

/**
 * The dark hero's right half when a page has no product shot: one motif of the art direction on
 * the terrain, its composition from the seed. Written to files by generate-hero-art.ts, so pages
 * show it as an image and ship no drawing code.
 */
export function HeroArt({ seed, motif }: { seed: string; motif?: HeroMotif }) {
  const base = seedOf(seed);
  const chosen = motif ?? MOTIFS[base % MOTIFS.length]!;
  const rand = random(base);
  const Motif = DRAW[chosen];
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={W} height={H} viewBox={`0 0 ${W} ${H}`} data-motif={chosen}>
      <Terrain rand={rand} cx={W / 2 + (rand() - 0.5) * 60} cy={H / 2 + (rand() - 0.5) * 40} />
      <Motif rand={rand} />
    </svg>
  );
}
