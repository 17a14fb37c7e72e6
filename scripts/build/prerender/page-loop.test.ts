import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { buildWorkers } from './page-loop';
import { dealByPage } from './deal-by-page';

describe('buildWorkers', () => {
  it('is one per core, at most 4, when BUILD_WORKERS is unset', () => {
    expect(buildWorkers(undefined)).toBe(Math.min(availableParallelism(), 4));
    expect(buildWorkers('')).toBe(Math.min(availableParallelism(), 4));
  });
  it('takes BUILD_WORKERS as given, 0 meaning vite-react-ssg\'s own loop', () => {
    expect(buildWorkers('0')).toBe(0);
    expect(buildWorkers('6')).toBe(6);
  });
  it('refuses anything but a whole number', () => {
    expect(() => buildWorkers('two')).toThrow(/BUILD_WORKERS/);
    expect(() => buildWorkers('-1')).toThrow(/BUILD_WORKERS/);
    expect(() => buildWorkers('1.5')).toThrow(/BUILD_WORKERS/);
  });
});

describe('dealByPage', () => {
  const paths = ['hub/a', '/uk/hub/a', '/fr/hub/a', 'hub/b', '/fr/hub/b', 'about', '/lu/about', '/uk/hub/b', 'careers'];

  it('gives every language of a page to the same worker, and every path to one worker', () => {
    const shares = dealByPage(paths, 2);
    expect(shares.flat().sort()).toEqual([...paths].sort());
    const owner = (path: string) => shares.findIndex((share) => share.includes(path));
    expect(owner('/uk/hub/a')).toBe(owner('hub/a'));
    expect(owner('/fr/hub/a')).toBe(owner('hub/a'));
    expect(owner('/uk/hub/b')).toBe(owner('hub/b'));
    expect(owner('/lu/about')).toBe(owner('about'));
  });

  it('keeps the shares within a page of each other', () => {
    const many = Array.from({ length: 300 }, (_, i) => [`hub/p${i}`, `/fr/hub/p${i}`, `/es/hub/p${i}`]).flat();
    const sizes = dealByPage(many, 2).map((share) => share.length);
    expect(Math.abs(sizes[0]! - sizes[1]!)).toBeLessThanOrEqual(3);
  });
});
