import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../content-error';
import { readContentWithImages } from '../load-content';
import { checkImages } from './check-images';

/** A public/ folder with images made by sharp: real files of a known size and format. */
async function publicDir(images: Record<string, { width: number; height: number; format: 'webp' | 'png' | 'jpeg' | 'tiff' } | string>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'quorvia-images-'));
  for (const [path, spec] of Object.entries(images)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    if (typeof spec === 'string') writeFileSync(join(dir, path), spec);
    else await sharp({ create: { width: spec.width, height: spec.height, channels: 3, background: '#3b5bfd' } }).toFormat(spec.format).toFile(join(dir, path));
  }
  return dir;
}

const cover = (value: string) => ({ file: 'posts/blog.json', path: [2, 'image'], value, family: 'cover' as const });

describe('content images', () => {
  it('accepts JPEG, PNG and WebP sources as wide as the widest cover variant', async () => {
    const dir = await publicDir({
      '/media/a.webp': { width: 1200, height: 630, format: 'webp' },
      '/media/b.png': { width: 1600, height: 900, format: 'png' },
      '/media/c.jpg': { width: 1200, height: 800, format: 'jpeg' },
    });
    expect(await checkImages(dir, [cover('/media/a.webp'), cover('/media/b.png'), cover('/media/c.jpg')])).toEqual([]);
  });

  it('names the file and path of a cover that is too narrow, not an image, or another format', async () => {
    const dir = await publicDir({
      '/media/narrow.webp': { width: 800, height: 420, format: 'webp' },
      '/media/text.webp': 'not an image',
      '/media/scan.tiff': { width: 1400, height: 700, format: 'tiff' },
    });
    const problems = await checkImages(dir, [cover('/media/narrow.webp'), cover('/media/text.webp'), cover('/media/scan.tiff')]);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^posts\/blog\.json.*\[2\]\.image.*\/media\/narrow\.webp is 800 px wide; it must be at least 1200 px wide/),
      expect.stringMatching(/\[2\]\.image.*\/media\/text\.webp is not an image the build can read/),
      expect.stringMatching(/\[2\]\.image.*\/media\/scan\.tiff is a TIFF file; commit a JPEG, PNG or WebP file/),
    ]);
  });

  it('holds portraits to the portrait slot, and leaves SVGs and remote images alone', async () => {
    const dir = await publicDir({ '/media/p.webp': { width: 300, height: 300, format: 'webp' }, '/media/logo.svg': '<svg/>' });
    const problems = await checkImages(dir, [
      { file: 'data/executives.json', path: [0, 'picture'], value: '/media/p.webp', family: 'person' },
      cover('/media/logo.svg'),
      cover('https://cdn.example/cover.webp'),
    ]);
    expect(problems.map((p) => p.message)).toEqual(['image /media/p.webp is 300 px wide; it must be at least 480 px wide (the widest size the site shows it at)']);
  });

  it('reports through npm run validate with the JSON file and path, next to a missing file', { timeout: 60_000 }, async () => {
    const dir = await publicDir({
      '/media/blog/small.webp': { width: 640, height: 336, format: 'webp' },
      // The title-less twin the site shows instead of a generated cover is held to the same slots.
      '/media/blog/wide.webp': { width: 1200, height: 630, format: 'webp' },
      '/media/blog/motif/wide.webp': { width: 800, height: 420, format: 'webp' },
    });
    const content = mkdtempSync(join(tmpdir(), 'quorvia-content-'));
    cpSync(resolve('content'), content, { recursive: true });
    const post = { id: 'img-check', title: 'Images', excerpt: 'x', categories: ['research'], date: '2025-01-02' };
    writeFileSync(join(content, 'posts/blog.json'), JSON.stringify([{ ...post, image: '/media/blog/small.webp' }, { ...post, id: 'img-gone', image: '/media/blog/gone.webp' }, { ...post, id: 'img-twin', image: '/media/blog/wide.webp' }]));
    const { problems } = await readContentWithImages({ contentDir: content, publicDir: dir });
    const blog = problems.filter((p) => p.file === 'posts/blog.json').map(formatProblem);
    expect(blog).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\[0\]\.image.*small\.webp is 640 px wide/),
        expect.stringMatching(/\[1\]\.image.*gone\.webp does not exist/),
        expect.stringMatching(/\[2\]\.image.*motif\/wide\.webp is 800 px wide/),
      ]),
    );
    // A cover without a twin (an editor's own image) is not asked for one.
    expect(blog.filter((line) => line.includes('motif/small.webp') || line.includes('motif/gone.webp'))).toEqual([]);
  });
});
