import { describe, expect, it } from 'vitest';
import { applyUrl } from './apply-url';

describe('apply link', () => {
  it('only for links starting with http', () => {
    expect(applyUrl('https://jobs.example/apply/1')).toBe('https://jobs.example/apply/1');
    expect(applyUrl('http://jobs.example/apply')).toBe('http://jobs.example/apply');
    expect(applyUrl('mailto:jobs@quorvia.example')).toBeNull();
    expect(applyUrl('javascript:alert(1)')).toBeNull();
    expect(applyUrl('/careers')).toBeNull();
    expect(applyUrl('')).toBeNull();
    expect(applyUrl(undefined)).toBeNull();
  });
});
