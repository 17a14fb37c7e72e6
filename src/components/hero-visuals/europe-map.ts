/**
 * The part of Europe that holds the three offices, projected flat for the hero's map: longitude
 * scaled by the cosine of the middle latitude, so distances read true at this size. The coasts are
 * a coarse outline (about one point per 30 km), enough to recognise the Channel and the Low
 * Countries in a 480 x 300 frame without shipping map data.
 */
export const MAP_SIZE = { width: 480, height: 300 } as const;

const FRAME = { west: -3.5, east: 10.5, north: 52.6, south: 47 };
const SCALE = MAP_SIZE.height / (FRAME.north - FRAME.south);
const COS = Math.cos((((FRAME.north + FRAME.south) / 2) * Math.PI) / 180);

/** Screen position of a latitude and longitude in the map's 480 x 300 frame. */
export function mapPoint(lat: number, lon: number): { x: number; y: number } {
  return { x: (lon - FRAME.west) * COS * SCALE, y: (FRAME.north - lat) * SCALE };
}

type LatLon = [number, number];

/** South-east England, from the frame's west edge along the coast to its north edge. */
const BRITAIN: LatLon[] = [
  [52.6, -3.5], [50.62, -3.5], [50.7, -3.0], [50.6, -2.5], [50.72, -1.9], [50.8, -1.3], [50.75, -0.8], [50.82, -0.14],
  [50.74, 0.25], [50.91, 0.98], [51.13, 1.35], [51.38, 1.44], [51.45, 0.9], [51.6, 0.95], [51.95, 1.3], [52.1, 1.6],
  [52.48, 1.76], [52.6, 1.72],
];

/** Brittany's north coast to the Dutch coast, round the frame's east and south edges to the Loire. */
const CONTINENT: LatLon[] = [
  [48.75, -3.5], [48.52, -2.76], [48.68, -2.32], [48.65, -2.0], [48.64, -1.51], [49.2, -1.6], [49.72, -1.94],
  [49.64, -1.62], [49.67, -1.26], [49.35, -1.1], [49.28, -0.25], [49.49, 0.1], [49.76, 0.37], [49.93, 1.08],
  [50.2, 1.6], [50.73, 1.6], [50.95, 1.85], [51.05, 2.37], [51.33, 3.2], [51.6, 3.7], [51.98, 4.1], [52.46, 4.6],
  [52.6, 4.65], [52.6, 10.5], [47, 10.5], [47, -2.2], [47.28, -2.17], [47.5, -2.55], [47.48, -3.1], [47.7, -3.5],
];

function path(points: LatLon[]): string {
  return `${points.map(([lat, lon], k) => {
    const { x, y } = mapPoint(lat, lon);
    return `${k ? 'L' : 'M'}${x.toFixed(0)} ${y.toFixed(0)}`;
  }).join('')}Z`;
}

/** The land as two closed outlines (Britain, the continent). */
export const LAND = [path(BRITAIN), path(CONTINENT)];

/** The three offices (site.offices), headquarters first: where each sits and where its label goes. */
export const OFFICE_POINTS = [
  { key: 'luxembourg', at: [49.61, 6.13] as LatLon, label: 'start' },
  { key: 'london', at: [51.51, -0.13] as LatLon, label: 'end' },
  { key: 'paris', at: [48.86, 2.35] as LatLon, label: 'end' },
] as const;

/** A gentle arc between two points, bowed to the left of the direction of travel. */
export function route(from: LatLon, to: LatLon): string {
  const a = mapPoint(...from);
  const b = mapPoint(...to);
  const mx = (a.x + b.x) / 2 + (a.y - b.y) * 0.18;
  const my = (a.y + b.y) / 2 - (b.x - a.x) * 0.18;
  return `M${a.x.toFixed(0)} ${a.y.toFixed(0)}Q${mx.toFixed(0)} ${my.toFixed(0)} ${b.x.toFixed(0)} ${b.y.toFixed(0)}`;
}
