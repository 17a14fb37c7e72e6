import { describe, expect, it } from 'vitest';
import { withFragment } from './document-load';

describe('withFragment', () => {
  it('carries the pending fragment to the document load', () => {
    expect(withFragment('https://q.example/fr/about', '#about-careers-title')).toBe('https://q.example/fr/about#about-careers-title');
    expect(withFragment('https://q.example/fr/about?x=1', '#team')).toBe('https://q.example/fr/about?x=1#team');
  });

  it('keeps a fragment the target names itself', () => {
    expect(withFragment('https://q.example/fr/about#values', '#team')).toBe('https://q.example/fr/about#values');
  });

  it('adds nothing without a fragment', () => {
    expect(withFragment('https://q.example/fr', undefined)).toBe('https://q.example/fr');
    expect(withFragment('https://q.example/fr', '')).toBe('https://q.example/fr');
    expect(withFragment('https://q.example/fr', '#')).toBe('https://q.example/fr');
  });
});
