import { color, escapeXml } from './brand';
import { investigationScene, svgDocument } from './compositions';
import { createRng } from './prng';
import { placedSymbol, svgFontFamily, wordmarkText } from './symbol';

export const JOB_CARD = { width: 1200, height: 630 } as const;
const TITLE_SIZE = 58;
const TITLE_LEADING = 66;
/** About what fits in the copy column (x 80 to 680) at the title size. */
const TITLE_CHARS = 20;
const TITLE_LINES = 3;
/** Baseline of the CAREERS label, between the wordmark (baseline 120) and the title (from 250). */
export const LABEL_Y = 178;

/** The scene behind every job's social image: drawn once per build, the copy changes per job. */
export function jobCardBackdrop(): string {
  const { width, height } = JOB_CARD;
  const scene = investigationScene(createRng('careers/job-card'), {
    width,
    height,
    focal: { x: 930, y: 300 },
    graphArea: { x: 700, y: 40, w: 480, h: 550 },
    density: (p) => Math.min(1, 0.2 + (p.x - 700) / 400),
    nodeCount: 26,
    nodeSpacing: 64,
    fade: { from: { x: 300, y: 0 }, to: { x: 820, y: 0 }, start: 0.05, end: 1 },
    radarRadius: 150,
    emphasis: 'accent',
    scale: 0.9,
    contourLevels: 12,
    hubCount: 3,
    alert: false,
    pools: [
      { at: { x: 930, y: 300 }, r: 480, fill: color.accent, opacity: 0.18 },
      { at: { x: 1150, y: 620 }, r: 360, fill: color.primary, opacity: 0.16 },
    ],
    vignette: 0.55,
    dots: false,
  });
  return svgDocument(width, height, scene.defs, scene.body);
}

/** Greedy word wrap; the last line ends with an ellipsis when the title is longer than the card. */
export function wrapTitle(title: string, chars = TITLE_CHARS, maxLines = TITLE_LINES): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= chars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,;:.-]+$/, '')}…`;
  return kept;
}

/** The per-job copy, drawn over the backdrop: brand, title, then city and team. */
export function jobCardCopy(job: { title: string; city: string; team: string }): string {
  const { width, height } = JOB_CARD;
  const font = svgFontFamily;
  const lines = wrapTitle(job.title);
  const top = 250;
  const title = lines
    .map((line, k) => `<text x="80" y="${top + k * TITLE_LEADING}" font-family="${font}" font-size="${TITLE_SIZE}" font-weight="700" letter-spacing="-1" fill="${color.paper}">${escapeXml(line)}</text>`)
    .join('');
  const after = top + (lines.length - 1) * TITLE_LEADING;
  const body =
    placedSymbol(80, 84, 44) +
    wordmarkText(138, 120, 40, -0.6, color.paper) +
    // The label sits on its own line under the wordmark: beside it, its place depended on the
    // width of "Quorvia" in whatever font the rasteriser found, and the two ran together.
    `<text x="80" y="${LABEL_Y}" font-family="${font}" font-size="24" font-weight="600" letter-spacing="3" fill="${color.accent}">CAREERS</text>` +
    title +
    `<rect x="80" y="${after + 42}" width="56" height="4" rx="2" fill="${color.accent}"/>` +
    `<text x="80" y="${after + 98}" font-family="${font}" font-size="30" font-weight="600" fill="${color.mist}">${escapeXml(`${job.city} · ${job.team}`)}</text>`;
  return svgDocument(width, height, '', body);
}
