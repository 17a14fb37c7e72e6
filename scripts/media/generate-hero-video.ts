/**
 * Renders the looping hero videos (home and about) from the same scene as the hero poster:
 * the poster is the first frame, so the swap from poster to video is invisible.
 *
 *   node_modules/.bin/tsx scripts/media/generate-hero-video.ts
 *
 * Needs ffmpeg on the PATH (Debian: apt-get install ffmpeg). The outputs are committed, so the
 * build and CI never need ffmpeg. Each video is 6 s at 24 fps; every motion completes a whole
 * number of cycles in that time, so the loop has no seam. Budget: under 1 MB per file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { color, n } from './brand';
import { heroPoster } from './compositions';
import { createRng } from './prng';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 6;
const FRAMES = FPS * SECONDS;
const BUDGET = 1_000_000;
/** The poster is drawn at 1920x1080; the scene's focal point and radar radius scale with it. */
const SCALE = WIDTH / 1920;

interface VideoSpec {
  /** Output path without extension, under public/. */
  out: string;
  /** Seed of the poster this video starts from (see generate-media.ts). */
  posterSeed: string;
  /** Tint of the travelling signals. */
  signal: string;
}

const VIDEOS: VideoSpec[] = [
  { out: 'media/home/hero', posterSeed: 'home/hero-poster', signal: color.accent },
  { out: 'media/about/hero', posterSeed: 'about/hero-poster', signal: color.accent2 },
];

interface Signal {
  angle: number;
  distance: number;
  phase: number;
  size: number;
}

/** One frame's moving layer: a radar sweep, a ping from the focal node and signals homing in. */
function overlay(t: number, signals: Signal[], tint: string): string {
  const focal = { x: 1920 * 0.68 * SCALE, y: 1080 * 0.47 * SCALE };
  const radius = 250 * SCALE;
  const sweep = t * Math.PI * 2;
  let wedges = '';
  // A fading tail made of thin slices: SVG has no conic gradient.
  for (let k = 0; k < 24; k++) {
    const a1 = sweep - (k * Math.PI) / 72;
    const a0 = a1 - Math.PI / 72;
    const p0 = { x: focal.x + Math.cos(a0) * radius, y: focal.y + Math.sin(a0) * radius };
    const p1 = { x: focal.x + Math.cos(a1) * radius, y: focal.y + Math.sin(a1) * radius };
    wedges += `<path d="M${n(focal.x)} ${n(focal.y)}L${n(p0.x)} ${n(p0.y)}A${n(radius)} ${n(radius)} 0 0 1 ${n(p1.x)} ${n(p1.y)}Z" fill="${color.primary}" fill-opacity="${n(0.22 * (1 - k / 24), 3)}"/>`;
  }
  const edge = { x: focal.x + Math.cos(sweep) * radius, y: focal.y + Math.sin(sweep) * radius };
  const line = `<path d="M${n(focal.x)} ${n(focal.y)}L${n(edge.x)} ${n(edge.y)}" stroke="${color.mist}" stroke-opacity="0.55" stroke-width="1.2"/>`;
  // Two pings per loop, each growing from the focal node and fading out.
  let pings = '';
  for (const offset of [0, 0.5]) {
    const p = (t + offset) % 1;
    pings += `<circle cx="${n(focal.x)}" cy="${n(focal.y)}" r="${n(6 + p * radius * 0.9)}" fill="none" stroke="${color.accent}" stroke-opacity="${n(0.5 * (1 - p), 3)}" stroke-width="1.5"/>`;
  }
  let dots = '';
  for (const s of signals) {
    const p = (t + s.phase) % 1;
    const d = s.distance * (1 - p);
    const x = focal.x + Math.cos(s.angle) * d;
    const y = focal.y + Math.sin(s.angle) * d;
    const alpha = Math.sin(p * Math.PI);
    dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s.size)}" fill="${tint}" fill-opacity="${n(0.85 * alpha, 3)}"/>`;
    dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s.size * 3.2)}" fill="${tint}" fill-opacity="${n(0.14 * alpha, 3)}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${wedges}${line}${pings}${dots}</svg>`;
}

function ffmpeg(args: string[]): void {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (run.error || run.status !== 0) throw new Error(`ffmpeg failed (${run.error?.message ?? `exit ${run.status}`}); is it installed?`);
}

async function render(spec: VideoSpec): Promise<void> {
  const base = await sharp(Buffer.from(heroPoster(1920, 1080, spec.posterSeed)))
    .resize(WIDTH, HEIGHT)
    .removeAlpha()
    .png()
    .toBuffer();
  const rng = createRng(`${spec.out}/signals`);
  const signals: Signal[] = Array.from({ length: 14 }, () => ({
    angle: rng.range(Math.PI * 0.55, Math.PI * 1.45) + (rng.next() < 0.3 ? Math.PI : 0),
    distance: rng.range(260, 620) * SCALE * 1.5,
    phase: rng.next(),
    size: rng.range(1.8, 3.2),
  }));
  const work = mkdtempSync(join(tmpdir(), 'hero-video-'));
  try {
    const raw = join(work, 'frames.rgb');
    const chunks: Buffer[] = [];
    for (let f = 0; f < FRAMES; f++) {
      const frame = await sharp(base)
        .composite([{ input: Buffer.from(overlay(f / FRAMES, signals, spec.signal)) }])
        .removeAlpha()
        .raw()
        .toBuffer();
      chunks.push(frame);
    }
    writeFileSync(raw, Buffer.concat(chunks));
    const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', raw, '-an'];
    const webm = join(ROOT, 'public', `${spec.out}.webm`);
    const mp4 = join(ROOT, 'public', `${spec.out}.mp4`);
    ffmpeg([...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-pix_fmt', 'yuv420p', webm]);
    ffmpeg([...input, '-c:v', 'libx264', '-preset', 'slow', '-crf', '28', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', mp4]);
    for (const file of [webm, mp4]) {
      const bytes = statSync(file).size;
      console.log(`${file.slice(ROOT.length + 1)}  ${(bytes / 1000).toFixed(0)} KB${bytes > BUDGET ? '  OVER 1 MB BUDGET' : ''}`);
      if (bytes > BUDGET) process.exitCode = 1;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

for (const spec of VIDEOS) await render(spec);
