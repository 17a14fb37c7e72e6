import { describe, expect, it } from 'vitest';
import { shareTargets, shareUrl } from './share-url';

describe('shareUrl', () => {
  it('uses /share/{path}/ without the language prefix for items', () => {
    expect(shareUrl('/fr/hub/small-data', 'x')).toBe('https://www.quorvia.example/share/hub/small-data/');
    expect(shareUrl('/use-cases/unit-tracking', 'x')).toBe('https://www.quorvia.example/share/use-cases/unit-tracking/');
    expect(shareUrl('/lu/brand/newsroom/a', 'x')).toBe('https://www.quorvia.example/share/brand/newsroom/a/');
    expect(shareUrl('/uk/careers/job/QV-1', 'x')).toBe('https://www.quorvia.example/share/careers/job/QV-1/');
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
