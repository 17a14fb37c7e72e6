/** Small colour and path helpers shared by the portrait modules. */
import { n } from './brand';
import { smoothPath, type Point } from './svg-patterns';

export const P = (x: number, y: number): Point => ({ x, y });

const channels = (hex: string): number[] => {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};
const toHex = (ch: number[]): string => `#${ch.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, '0')).join('')}`;

/** Lightens (positive) or darkens (negative) a hex colour: shading without new palette entries. */
export function shade(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => (amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)));
}

export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, k) => c + ((cb[k] ?? 0) - c) * t));
}

/** Relative luminance 0..1, to pick lip and shadow tones that suit the skin. */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A closed, smooth outline through the points (Catmull-Rom), for organic shapes like hair and faces. */
export function blob(points: Point[]): string {
  const first = points[0];
  return first ? smoothPath([...points, first], true) : '';
}

/** An open smooth curve through the points. */
export const curve = (points: Point[]): string => smoothPath(points, false);

/** A filled path element; opacity only written when below 1, to keep the SVG short. */
export function fill(d: string, color: string, opacity = 1, extra = ''): string {
  return `<path d="${d}" fill="${color}"${opacity < 1 ? ` fill-opacity="${n(opacity, 3)}"` : ''}${extra ? ` ${extra}` : ''}/>`;
}

export function stroke(d: string, color: string, width: number, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width, 2)}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` stroke-opacity="${n(opacity, 3)}"` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, color: string, opacity = 1, rotate = 0): string {
  const t = rotate ? ` transform="rotate(${n(rotate)} ${n(cx)} ${n(cy)})"` : '';
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${color}"${opacity < 1 ? ` fill-opacity="${n(opacity, 3)}"` : ''}${t}/>`;
}

/** Mirrors a list of points around x = 0 (the face's vertical axis). */
export const mirror = (points: Point[]): Point[] => points.map((p) => P(-p.x, p.y));
