/** FNV-1a: a stable number from the id, so a card's contour is the same on every build and differs from its neighbours'. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const RINGS = 5;
const STEPS = 40;

/**
 * Nested closed contours around a summit (in a 400x210 box), like one hill of a survey map. The id
 * moves the summit and bends the rings, so two placeholders in one grid never look the same.
 */
export function placeholderContours(id: string): string[] {
  const h = hash(id);
  const unit = (shift: number) => ((h >>> shift) & 0xff) / 255;
  // The summit stays right of centre: the label sits bottom-left.
  const cx = 270 + unit(0) * 70;
  const cy = 70 + unit(8) * 70;
  const phase = unit(16) * Math.PI * 2;
  const lobes = 2 + (h % 3);
  const paths: string[] = [];
  for (let ring = 1; ring <= RINGS; ring++) {
    const r = 12 + ring * 19;
    const points: string[] = [];
    for (let k = 0; k < STEPS; k++) {
      const a = (k / STEPS) * Math.PI * 2;
      // Outer rings wobble more: terrain flattens away from the summit.
      const wobble = 1 + (0.06 + ring * 0.025) * Math.sin(lobes * a + phase) + 0.05 * Math.sin((lobes + 3) * a - phase * ring * 0.4);
      points.push(`${(cx + Math.cos(a) * r * wobble * 1.35).toFixed(1)} ${(cy + Math.sin(a) * r * wobble).toFixed(1)}`);
    }
    paths.push(`M${points.join('L')}Z`);
  }
  return paths;
}
