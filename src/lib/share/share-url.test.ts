import { describe, expect, it } from 'vitest';
import { shareTargets, shareUrl } from './share-url';

describe('shareUrl', () => {
  it.each([
    ['/fr/hub/small-data', 'hub/small-data'],
    ['/use-cases/unit-tracking', 'use-cases/unit-tracking'],
    ['/lu/brand/newsroom/a', 'brand/newsroom/a'],
    ['/uk/careers/job/QV-1', 'careers/job/QV-1'],
  ])('shares the item %s as /share/%s/, without the language prefix', (path, shared) => {
    expect(shareUrl(path, 'x')).toBe(`https://www.quorvia.example/share/${shared}/`);
  });
  it('shares the current URL elsewhere', () => {
    expect(shareUrl('/fr/hub', 'https://www.quorvia.example/fr/hub')).toBe('https://www.quorvia.example/fr/hub');
  });
  it('encodes the URL in every share link', () => {
    const targets = shareTargets('https://www.quorvia.example/share/hub/a b/', 'Title & more');
    expect(targets.linkedin).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.quorvia.example%2Fshare%2Fhub%2Fa%20b%2F');
    expect(targets.x).toContain('text=Title%20%26%20more');
    expect(targets.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent('Title & more https://www.quorvia.example/share/hub/a b/')}`);
  });
});
