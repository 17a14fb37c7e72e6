/** Orthographic projection for the careers globe: a sphere seen from above a chosen point. */
export interface View {
  lat: number;
  lon: number;
  radius: number;
  cx: number;
  cy: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Screen position of a point, or null when it is on the far side of the globe. */
export function project(view: View, lat: number, lon: number): { x: number; y: number } | null {
  const [phi, lambda, phi0, lambda0] = [rad(lat), rad(lon), rad(view.lat), rad(view.lon)];
  const cosc = Math.sin(phi0) * Math.sin(phi) + Math.cos(phi0) * Math.cos(phi) * Math.cos(lambda - lambda0);
  if (cosc < 0) return null;
  return {
    x: view.cx + view.radius * Math.cos(phi) * Math.sin(lambda - lambda0),
    y: view.cy - view.radius * (Math.cos(phi0) * Math.sin(phi) - Math.sin(phi0) * Math.cos(phi) * Math.cos(lambda - lambda0)),
  };
}

/** SVG path data of a line of points, broken where it goes behind the globe. */
function polyline(view: View, points: Array<[number, number]>): string {
  let d = '';
  let pen = false;
  for (const [lat, lon] of points) {
    const p = project(view, lat, lon);
    if (!p) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
    pen = true;
  }
  return d;
}

export interface Bounds {
  lat: [number, number];
  lon: [number, number];
}

const WHOLE_GLOBE: Bounds = { lat: [-80, 80], lon: [-180, 180] };

/**
 * Parallels and meridians every `step` degrees inside `bounds`, sampled every `every` degrees.
 * Drawing only the part in frame keeps the path small: it is inlined in the page's HTML.
 */
export function graticule(view: View, step = 10, bounds: Bounds = WHOLE_GLOBE, every = 1): string {
  const [lat0, lat1] = bounds.lat;
  const [lon0, lon1] = bounds.lon;
  const range = (from: number, to: number) => {
    const out = Array.from({ length: Math.floor((to - from) / every) + 1 }, (_, k) => from + k * every);
    if (out[out.length - 1] !== to) out.push(to);
    return out;
  };
  let d = '';
  for (let lat = Math.ceil(lat0 / step) * step; lat <= lat1; lat += step) {
    d += polyline(view, range(lon0, lon1).map((lon) => [lat, lon] as [number, number]));
  }
  for (let lon = Math.ceil(lon0 / step) * step; lon <= lon1; lon += step) {
    d += polyline(view, range(lat0, lat1).map((lat) => [lat, lon] as [number, number]));
  }
  return d;
}

/** A great-circle arc between two points, lifted off the surface like a flight path. */
export function arc(view: View, a: [number, number], b: [number, number], lift = 0.18): string {
  const curve = arcCurve(view, a, b, lift);
  if (!curve) return '';
  const [p, c, q] = curve;
  return `M${p.x.toFixed(1)} ${p.y.toFixed(1)}Q${c.x.toFixed(1)} ${c.y.toFixed(1)} ${q.x.toFixed(1)} ${q.y.toFixed(1)}`;
}

/** `count` points spread evenly in time along the curve `arc` draws, both ends included; none when an end is hidden. */
export function arcPoints(view: View, a: [number, number], b: [number, number], count: number, lift = 0.18): Point[] {
  const curve = arcCurve(view, a, b, lift);
  if (!curve || count < 2) return [];
  const [p, c, q] = curve;
  return Array.from({ length: count }, (_, k) => {
    const t = k / (count - 1);
    const along = (u: number, v: number, w: number) => (1 - t) * (1 - t) * u + 2 * (1 - t) * t * v + t * t * w;
    return { x: along(p.x, c.x, q.x), y: along(p.y, c.y, q.y) };
  });
}

type Point = { x: number; y: number };

/** Start, control point and end of the route between two places: a quadratic curve lifted off the chord by `lift` of its length. */
function arcCurve(view: View, a: [number, number], b: [number, number], lift: number): [Point, Point, Point] | null {
  const p = project(view, a[0], a[1]);
  const q = project(view, b[0], b[1]);
  if (!p || !q) return null;
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  return [p, { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 - len * lift }, q];
}
