import { describe, expect, it } from 'vitest';
import { arc, arcPoints, graticule, project, type View } from './globe-geometry';

const view: View = { lat: 49.5, lon: 3, radius: 1500, cx: 240, cy: 250 };

describe('globe geometry', () => {
  it('puts the view centre at the centre and the far side nowhere', () => {
    expect(project(view, 49.5, 3)).toEqual({ x: 240, y: 250 });
    expect(project(view, -49.5, -177)).toBeNull();
  });
  it('places London west and north of Luxembourg', () => {
    const london = project(view, 51.51, -0.13)!;
    const luxembourg = project(view, 49.61, 6.13)!;
    expect(london.x).toBeLessThan(luxembourg.x);
    expect(london.y).toBeLessThan(luxembourg.y);
  });
  it('keeps the inlined graticule small when bounded to the frame', () => {
    const bounded = graticule(view, 2, { lat: [38, 61], lon: [-14, 20] });
    expect(bounded.length).toBeLessThan(40_000);
    expect(graticule(view, 2).length).toBeGreaterThan(bounded.length * 5);
  });
  it('samples coarser on request and still ends each line at the bound', () => {
    const frame = { lat: [38, 61] as [number, number], lon: [-14, 20] as [number, number] };
    const fine = graticule(view, 2, frame);
    const coarse = graticule(view, 2, frame, 2);
    expect(coarse.length).toBeLessThan(fine.length * 0.6);
    const last = (d: string) => d.split('M')[1]!.split('L').at(-1);
    expect(last(coarse)).toBe(last(fine));
  });
  it('samples the drawn route: its ends, and a middle lifted like the curve', () => {
    const london: [number, number] = [51.51, -0.13];
    const paris: [number, number] = [48.86, 2.35];
    const points = arcPoints(view, london, paris, 5);
    expect(points).toHaveLength(5);
    // "M x0 y0 Q cx cy x1 y1": the first two numbers and the last two are the ends.
    const numbers = arc(view, london, paris).match(/-?[\d.]+/g)!.map(Number);
    expect(points[0]!.x).toBeCloseTo(numbers[0]!, 0);
    expect(points[0]!.y).toBeCloseTo(numbers[1]!, 0);
    expect(points[4]!.x).toBeCloseTo(numbers[4]!, 0);
    expect(points[4]!.y).toBeCloseTo(numbers[5]!, 0);
    // The flight path bows up: the middle sits above the chord's middle.
    expect(points[2]!.y).toBeLessThan((points[0]!.y + points[4]!.y) / 2);
    expect(arcPoints(view, london, [-49.5, -177], 5)).toEqual([]);
  });
});
