import { describe, expect, it } from 'vitest';
import { createParticles, findLinks, LINK_DISTANCE, PARTICLE_COUNT, stepParticles, type Particle } from './particles';

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

function expectInside(particles: Particle[], width: number, height: number) {
  for (const p of particles) {
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x).toBeLessThanOrEqual(width);
    expect(p.y).toBeGreaterThanOrEqual(0);
    expect(p.y).toBeLessThanOrEqual(height);
  }
}

describe('particles', () => {
  it('creates the spec count inside the canvas', () => {
    const particles = createParticles(800, 400, seeded(1));
    expect(particles).toHaveLength(PARTICLE_COUNT);
    expect(PARTICLE_COUNT).toBe(50);
    expectInside(particles, 800, 400);
  });

  it('bounces off the edges and never leaves the canvas', () => {
    const particles = createParticles(300, 200, seeded(7));
    for (let k = 0; k < 2000; k++) stepParticles(particles, 300, 200, 0.1);
    expectInside(particles, 300, 200);
  });

  it('reverses velocity at a wall', () => {
    const p: Particle = { x: 99, y: 50, vx: 20, vy: 0, radius: 1 };
    stepParticles([p], 100, 100, 0.1);
    expect(p.vx).toBe(-20);
    expect(p.x).toBe(100);
  });

  it('links only pairs closer than the link distance, stronger when closer', () => {
    expect(LINK_DISTANCE).toBe(150);
    const make = (x: number): Particle => ({ x, y: 0, vx: 0, vy: 0, radius: 1 });
    const [a, b, c, d] = [make(0), make(30), make(149), make(400)];
    const links = findLinks([a, b, c, d]);
    const pairs = links.map((l) => [l.from.x, l.to.x]);
    expect(pairs).toEqual([
      [0, 30],
      [0, 149],
      [30, 149],
    ]);
    expect(links[0]!.strength).toBeCloseTo(0.8);
    expect(links[1]!.strength).toBeLessThan(0.01);
  });
});
