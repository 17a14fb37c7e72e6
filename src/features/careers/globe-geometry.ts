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

/** Parallels and meridians every `step` degrees. */
export function graticule(view: View, step = 10): string {
  let d = '';
  for (let lat = -80; lat <= 80; lat += step) {
    d += polyline(view, Array.from({ length: 181 }, (_, k) => [lat, -180 + k * 2] as [number, number]));
  }
  for (let lon = -180; lon < 180; lon += step) {
    d += polyline(view, Array.from({ length: 91 }, (_, k) => [-90 + k * 2, lon] as [number, number]));
  }
  return d;
}

/** A great-circle arc between two points, lifted off the surface like a flight path. */
export function arc(view: View, a: [number, number], b: [number, number], lift = 0.18): string {
  const p = project(view, a[0], a[1]);
  const q = project(view, b[0], b[1]);
  if (!p || !q) return '';
  const mx = (p.x + q.x) / 2;
  const my = (p.y + q.y) / 2;
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  return `M${p.x.toFixed(1)} ${p.y.toFixed(1)}Q${mx.toFixed(1)} ${(my - len * lift).toFixed(1)} ${q.x.toFixed(1)} ${q.y.toFixed(1)}`;
}
