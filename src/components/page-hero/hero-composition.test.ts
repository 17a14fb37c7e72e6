import { describe, expect, it } from 'vitest';
import { heroComposition } from './hero-composition';

describe('hero composition', () => {
  it('gives each page family the composition designed for it', () => {
    expect(heroComposition('/solution')).toBe('product');
    expect(heroComposition('/solution/investigate')).toBe('product');
    expect(heroComposition('/industries/public-safety')).toBe('product');
    expect(heroComposition('/about/environment')).toBe('data');
    expect(heroComposition('/about')).toBe('product');
    for (const path of ['/contact', '/msft-marketplace/contact', '/brand/contact']) expect(heroComposition(path), path).toBe('map');
    for (const path of ['/about/leadership', '/about/company-culture', '/about/partners', '/careers']) expect(heroComposition(path), path).toBe('people');
    for (const path of ['/legal', '/legal/product', '/brand', '/brand/newsroom', '/brand/guidelines', '/trust']) expect(heroComposition(path), path).toBe('document');
  });

  it('keeps the map for contact pages alone: the demo and the industries show the product', () => {
    expect(heroComposition('/bookademo')).toBe('product');
    expect(heroComposition('/industries')).toBe('product');
    expect(heroComposition('/careers')).not.toBe('map');
  });

  it('keeps long-form pages and unknown families on the drawn motif', () => {
    expect(heroComposition('/careers/job/senior-analyst')).toBe('motif');
    expect(heroComposition('/hub/events/2711')).toBe('motif');
    expect(heroComposition('/somewhere-new')).toBe('motif');
  });

  it('reads a path the same with or without a trailing slash', () => {
    expect(heroComposition('/trust/')).toBe('document');
    expect(heroComposition('/about/partners/')).toBe('people');
  });

  it('opens the five families with five different compositions', () => {
    const one = ['/solution', '/about/environment', '/contact', '/about/leadership', '/legal'].map(heroComposition);
    expect(new Set(one).size).toBe(5);
  });
});
