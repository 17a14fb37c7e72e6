import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageHash } from '../../src/content/images/image-hash';
import { familyMinSourceWidth } from '../../src/lib/images/image-slots';
import { generateImages, type ImageJob } from '../images/generate-images';

export interface ImageBenchRow {
  posts: number;
  cache: 'cold' | 'warm';
  variants: number;
  encoded: number;
  wallSeconds: number;
  /** CPU seconds of this process: sharp encodes on libvips threads inside it. */
  cpuSeconds: number;
}

/**
 * One distinct cover per post, as wide as the cover slots ask: a gradient and shapes drawn from the
 * post's number, so no two files share bytes (a cold cache really is cold) and they compress like
 * illustrations rather than noise.
 */
export async function writeSyntheticCovers(dir: string, posts: number): Promise<ImageJob[]> {
  const width = familyMinSourceWidth('cover');
  const height = Math.round((width * 630) / 1200);
  mkdirSync(dir, { recursive: true });
  const jobs: ImageJob[] = [];
  for (let i = 0; i < posts; i++) {
    const hue = (i * 137) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,18%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},80%,45%)"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${200 + ((i * 53) % 800)}" cy="${150 + ((i * 31) % 330)}" r="${60 + (i % 120)}" fill="hsl(${(hue + 180) % 360},60%,60%)" opacity="0.6"/>
      <text x="60" y="${height - 60}" font-family="sans-serif" font-size="64" fill="#fff">Benchmark post ${i + 1}</text>
    </svg>`;
    const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
    const file = join(dir, `bench-${i + 1}.webp`);
    await sharp(bytes).toFile(file);
    jobs.push({ src: `/media/bench/bench-${i + 1}.webp`, hash: imageHash(bytes), file, family: 'cover' });
  }
  return jobs;
}

async function timed(posts: number, cache: ImageBenchRow['cache'], run: () => ReturnType<typeof generateImages>): Promise<ImageBenchRow> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await run();
  const used = process.cpuUsage(cpu);
  return { posts, cache, variants: result.written, encoded: result.encoded, wallSeconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
}

/** The image step alone at `posts` covers: once with an empty cache, once again with the cache it filled. */
export async function benchImages(posts: number): Promise<ImageBenchRow[]> {
  const work = mkdtempSync(join(tmpdir(), `quorvia-image-bench-${posts}-`));
  try {
    const jobs = await writeSyntheticCovers(join(work, 'sources'), posts);
    const cacheDir = join(work, 'cache');
    const cold = await timed(posts, 'cold', () => generateImages(jobs, { outDir: join(work, 'dist-cold'), cacheDir }));
    const warm = await timed(posts, 'warm', () => generateImages(jobs, { outDir: join(work, 'dist-warm'), cacheDir }));
    return [cold, warm];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function formatImageTable(rows: readonly ImageBenchRow[]): string {
  const header = ['posts', 'cache', 'variants', 'encoded', 'wall s', 'CPU s', 'ms/variant'];
  const lines = rows.map((r) => [String(r.posts), r.cache, String(r.variants), String(r.encoded), r.wallSeconds.toFixed(1), r.cpuSeconds.toFixed(1), ((r.wallSeconds * 1000) / r.variants).toFixed(1)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return ['Image step (scripts/images/), one distinct cover per post, AVIF + WebP at the cover slots\' widths:', format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}
