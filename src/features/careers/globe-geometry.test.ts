import { describe, expect, it } from 'vitest';
import { graticule, project, type View } from './globe-geometry';

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
});
