/** Spec 000 section 9: the mission canvas has 50 particles, linked when closer than 150 px. */
export const PARTICLE_COUNT = 50;
export const LINK_DISTANCE = 150;
/** Fastest drift, in CSS pixels per second. */
const MAX_SPEED = 22;

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

export interface Link {
  from: Particle;
  to: Particle;
  /** 1 when touching, 0 at the link distance. */
  strength: number;
}

export function createParticles(width: number, height: number, random: () => number = Math.random, count = PARTICLE_COUNT): Particle[] {
  return Array.from({ length: count }, () => {
    const angle = random() * Math.PI * 2;
    const speed = MAX_SPEED * (0.3 + random() * 0.7);
    return {
      x: random() * width,
      y: random() * height,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      radius: 1.2 + random() * 1.6,
    };
  });
}

/** Moves every particle by `seconds` of drift, bouncing off the edges so none leaves the canvas. */
export function stepParticles(particles: Particle[], width: number, height: number, seconds: number): void {
  for (const p of particles) {
    p.x += p.vx * seconds;
    p.y += p.vy * seconds;
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx;
      p.x = Math.min(width, Math.max(0, p.x));
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy;
      p.y = Math.min(height, Math.max(0, p.y));
    }
  }
}

export function findLinks(particles: Particle[], distance = LINK_DISTANCE): Link[] {
  const links: Link[] = [];
  for (let i = 0; i < particles.length; i++) {
    const from = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const to = particles[j]!;
      const d = Math.hypot(from.x - to.x, from.y - to.y);
      if (d < distance) links.push({ from, to, strength: 1 - d / distance });
    }
  }
  return links;
}
