/**
 * npm run fonts:fallback: measures every character the site's text uses in Manrope and in Arial's
 * metric twin (Liberation Sans) with Chromium, and writes src/styles/font-fallback.css, the brand
 * face's fallback (fallback-buckets.ts says how and why). Run it after adding a language or a
 * weight; the result is committed, so neither the build nor CI needs these fonts.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { debianBrowser } from '../../e2e/browser-launch';
import { type Advances, fallbackBuckets, lineError, SPACES, unicodeRange, WEIGHTS } from './fallback-buckets';

const OUT = resolve('src/styles/font-fallback.css');
const MANROPE = resolve('node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2');
/** Manrope's vertical metrics (hhea, units per em 2000): ascent 2132, descent 600, line gap 0. */
const ASCENT = 2132 / 2000;
const DESCENT = 600 / 2000;
const LOCAL = {
  regular: "local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans'),local('Arimo')",
  bold: "local('Arial Bold'),local('Arial-BoldMT'),local('Liberation Sans Bold'),local('LiberationSans-Bold'),local('Arimo Bold')",
};
const RANGES: Record<number, string> = { 200: '100 299', 400: '300 449', 500: '450 549', 600: '550 649', 700: '650 749', 800: '750 900' };

function strings(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) strings(path, out);
    else if (name.endsWith('.json')) collect(JSON.parse(readFileSync(path, 'utf8')), out);
  }
  return out;
}
function collect(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value.replace(/<[^>]+>|\{\{[^}]*\}\}/g, ''));
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v, out);
}

const texts = [...strings(resolve('locales')), ...strings(resolve('content'))];
const freq: Record<string, number> = {};
for (const text of texts) for (const ch of text) freq[ch] = (freq[ch] ?? 0) + 1;
// The Latin-1 letters and common punctuation too, so text an editor adds later is covered.
const extra = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)), ...Array.from({ length: 0x100 - 0xc0 }, (_, i) => String.fromCodePoint(0xc0 + i)), ...'‘’“”–—…•€«»', ...SPACES];
const chars = [...new Set([...Object.keys(freq), ...extra])].filter((ch) => /[\p{L}\p{N}\p{P}\p{S}\p{Zs}]/u.test(ch));

const executablePath = debianBrowser();
// Unhinted, as phones, Macs and Windows set text: Linux's hinting rounds every advance to a pixel.
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--font-render-hinting=none'] });
const page = await browser.newPage();
await page.setContent(`<style>@font-face{font-family:Brand;src:url(data:font/woff2;base64,${readFileSync(MANROPE).toString('base64')});font-weight:100 900}</style>`);
const measured = await page.evaluate(
  async ({ chars, weights }) => {
    for (const w of weights) await document.fonts.load(`${w} 100px Brand`);
    const ctx = document.createElement('canvas').getContext('2d')!;
    // No helper functions in here: tsx names them with a function the page does not have.
    const out: Record<string, Record<number, { brand: number; fallback: number }>> = {};
    for (const ch of chars) {
      out[ch] = {};
      for (const w of weights) {
        ctx.font = `${w} 100px Brand`;
        const brand = ctx.measureText(ch).width;
        ctx.font = `${w >= 600 ? 700 : 400} 100px "Liberation Sans"`;
        out[ch]![w] = { brand, fallback: ctx.measureText(ch).width };
      }
    }
    return out;
  },
  { chars, weights: [...WEIGHTS] },
);

// A character one of the faces lacks falls through to another font: no use measuring it.
const advances: Advances = Object.fromEntries(Object.entries(measured).filter(([, byWeight]) => Object.values(byWeight).every((a) => a.brand > 0 && a.fallback > 0)));
const { base, buckets } = fallbackBuckets(advances, freq, Number(process.env.FALLBACK_GROUPS ?? 4));

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
const face = (weight: number, sizeAdjust: number, range?: string) =>
  `@font-face{font-family:'Manrope Fallback';font-weight:${RANGES[weight]};src:${weight >= 600 ? LOCAL.bold : LOCAL.regular};` +
  `size-adjust:${pct(sizeAdjust)};ascent-override:${pct(ASCENT / sizeAdjust)};descent-override:${pct(DESCENT / sizeAdjust)};line-gap-override:0%${range ? `;unicode-range:${range}` : ''}}`;
const ranges = buckets.map((b) => unicodeRange(b.chars));
const faces = (): string[] =>
  WEIGHTS.flatMap((w) => [
    // The face without a range comes first: for a character in a later face's range, the later face wins.
    face(w, base[w]!),
    ...buckets.map((b, i) => face(w, b.sizeAdjust[w]!, ranges[i])),
  ]);

// Canvas advances leave out Manrope's kerning (about 0.5% narrower set as text): set a sample of the
// site's text in both faces and scale the glyph groups until its length matches, weight by weight.
const sampleText = texts.join(' ').slice(0, 20_000);
for (let round = 0; round < 3; round += 1) {
  const widths = await page.evaluate(
    async ({ css, text, weights }) => {
      document.getElementById('fallback')?.remove();
      const style = Object.assign(document.createElement('style'), { id: 'fallback', textContent: css });
      document.head.append(style);
      const out: Record<number, [number, number]> = {};
      for (const w of weights) {
        const spans = ['Brand', "'Manrope Fallback'"].map((family) => {
          const span = document.createElement('span');
          span.style.cssText = `font:${w} 100px ${family};white-space:nowrap`;
          span.textContent = text;
          document.body.append(span);
          return span;
        });
        await document.fonts.ready;
        out[w] = [spans[0]!.getBoundingClientRect().width, spans[1]!.getBoundingClientRect().width];
        for (const span of spans) span.remove();
      }
      return out;
    },
    { css: faces().join('\n'), text: sampleText, weights: [...WEIGHTS] },
  );
  for (const w of WEIGHTS) {
    const [brand, fallback] = widths[w]!;
    for (const bucket of buckets) if (!bucket.chars.includes(' ')) bucket.sizeAdjust[w] = bucket.sizeAdjust[w]! * (brand / fallback);
  }
  console.log(`Round ${round + 1}: fallback/brand length ${WEIGHTS.map((w) => `${w} ${(widths[w]![1] / widths[w]![0]).toFixed(4)}`).join(', ')}`);
}
await browser.close();
const lines = faces();

const sample = texts.flatMap((t) => t.match(/.{1,32}/gsu) ?? []).filter((l) => l.length >= 24);
const report = WEIGHTS.map((w) => {
  const byChar = new Map(buckets.flatMap((b) => b.chars.map((ch) => [ch, b.sizeAdjust[w]!] as const)));
  return `${w}: ${pct(lineError(sample, w, advances, () => base[w]!))} -> ${pct(lineError(sample, w, advances, (ch) => byChar.get(ch) ?? base[w]!))}`;
});

writeFileSync(
  OUT,
  `/*\n * Generated by npm run fonts:fallback (scripts/fonts/generate-fallback.ts): do not edit by hand.\n` +
    ` * The brand face's fallback: Arial (or Liberation Sans, Arimo) sized per weight and per group of\n` +
    ` * characters to Manrope's advances, so that a late brand face re-sets lines without re-wrapping them.\n` +
    ` * Mean width error of a 32-character line, one size-adjust per weight -> these faces:\n` +
    report.map((r) => ` *   ${r}\n`).join('') +
    ` */\n${lines.join('\n')}\n`,
);
console.log(`Wrote ${OUT}: ${lines.length} faces, ${Object.keys(advances).length} characters in ${buckets.length} groups.`);
for (const r of report) console.log(`  weight ${r}`);
