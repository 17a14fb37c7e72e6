import { describe, expect, it } from 'vitest';
import { motifCoverPath, shownCover } from './shown-cover';

describe('the cover the site shows', () => {
  it('is the title-less twin of a generated cover', () => {
    expect(shownCover({ image: '/media/blog/small-data.webp', imageHash: 'aaaaaaaaaa', motifHash: 'bbbbbbbbbb' })).toEqual({
      src: '/media/blog/motif/small-data.webp',
      hash: 'bbbbbbbbbb',
    });
  });

  it('is the content image itself when it has no twin (an editor-supplied file)', () => {
    expect(shownCover({ image: '/media/newsroom/press-photo.jpg', imageHash: 'aaaaaaaaaa' })).toEqual({ src: '/media/newsroom/press-photo.jpg', hash: 'aaaaaaaaaa' });
  });

  it('leaves a remote or unhashed image as a plain URL', () => {
    expect(shownCover({ image: 'https://cdn.example.org/cover.jpg' })).toBe('https://cdn.example.org/cover.jpg');
    expect(shownCover({ image: 'https://cdn.example.org/cover.jpg', motifHash: 'bbbbbbbbbb' })).toBe('https://cdn.example.org/cover.jpg');
    expect(shownCover({ image: '/media/blog/draft.webp' })).toBe('/media/blog/draft.webp');
  });

  it('names the twin beside the titled file, for local paths only', () => {
    expect(motifCoverPath('/media/use-cases/crisis-monitoring.webp')).toBe('/media/use-cases/motif/crisis-monitoring.webp');
    expect(motifCoverPath('https://cdn.example.org/a.webp')).toBeNull();
    expect(motifCoverPath('//cdn.example.org/a.webp')).toBeNull();
  });
});
