import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { buildWorkers } from './page-loop';

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
