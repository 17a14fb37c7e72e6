import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isEnglishStub, isNotFoundFile, listPages } from '../lib/dist-pages';
import { matchPageRoute } from '../../src/routes/match-page-route';
import { splitLocale } from '../../src/lib/i18n/localize-path';
import { measurePage, type PageWeight } from './measure-page';
import { PHONE } from './pick-image';

/** Byte limits per page: gzip for HTML, JavaScript, CSS and data; bytes as served for images and fonts. */
export interface Limits {
  html: number;
  js: number;
  css: number;
  images: number;
  fonts: number;
  /** Translations (JSON) fetched before hydration. */
  data: number;
}

export interface Budgets {
  $comment?: string;
  /** Applies to every route pattern. */
  default: Limits;
  /** Tighter or looser limits for one route id of the route table. */
  routes?: Record<string, Partial<Limits>>;
}

export interface BudgetRow {
  route: string;
  file: string;
  weight: PageWeight;
  limits: Limits;
}

export const METRICS = ['html', 'js', 'css', 'images', 'fonts', 'data'] as const;

/** The figure a limit applies to: gzip for text, as-served bytes for media. */
export const measured = (weight: PageWeight, metric: (typeof METRICS)[number]) =>
  metric === 'images' || metric === 'fonts' ? weight[metric].raw : weight[metric].gzip;

/** One English page per route pattern (the first in file order), and the not-found page. */
export function samplePerRoute(dist: string): Array<{ route: string; file: string }> {
  const seen = new Set<string>();
  const out: Array<{ route: string; file: string }> = [];
  for (const page of listPages(dist)) {
    if (isEnglishStub(page.file) || page.file.startsWith('share/')) continue;
    if (splitLocale(page.urlPath).locale.key !== 'en') continue;
    const route = isNotFoundFile(page.file) ? 'not-found' : matchPageRoute(page.urlPath)?.id;
    if (!route || seen.has(route)) continue;
    seen.add(route);
    out.push({ route, file: page.file });
  }
  return out;
}

export function checkBudgets(dist: string, budgets: Budgets): { rows: BudgetRow[]; problems: string[] } {
  const rows = samplePerRoute(dist).map(({ route, file }) => ({
    route,
    file,
    weight: measurePage(dist, file),
    limits: { ...budgets.default, ...budgets.routes?.[route] },
  }));
  const problems: string[] = [];
  for (const row of rows) {
    for (const metric of METRICS) {
      const value = measured(row.weight, metric);
      if (value > row.limits[metric]) problems.push(`${row.file} (${row.route}): ${metric} ${value} B over its budget of ${row.limits[metric]} B`);
    }
  }
  for (const row of rows) {
    const blocking = row.weight.blockingStylesheets;
    if (blocking.length > 1) problems.push(`${row.file} (${row.route}): ${blocking.length} render-blocking stylesheets (${blocking.join(', ')}), at most 1`);
  }
  for (const row of rows) problems.push(...oversizedImages(row));
  for (const route of Object.keys(budgets.routes ?? {})) {
    if (!rows.some((r) => r.route === route)) problems.push(`budgets.json names route "${route}", which has no page in dist/`);
  }
  return { rows, problems };
}

/**
 * The rule per image slot: the file a 390 px phone at DPR 2 picks is at most twice as wide as the
 * pixels its slot shows (slot width x DPR), so a `srcset` without a phone-sized file or a `sizes`
 * far wider than the slot fails. Images without width descriptors (SVG logos) are not measured.
 */
export function oversizedImages(row: Pick<BudgetRow, 'file' | 'route' | 'weight'>): string[] {
  return row.weight.imageChoices
    .filter((c) => c.width !== null && c.width > 2 * c.slot * PHONE.dpr)
    .map((c) => `${row.file} (${row.route}): ${c.url} is ${c.width} px wide for a ${c.slot} px slot at ${PHONE.width} px (DPR ${PHONE.dpr}); at most ${2 * c.slot * PHONE.dpr} px`);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatTable(rows: readonly BudgetRow[]): string {
  const header = ['route', 'HTML gz/br', 'JS gz/br (files)', 'CSS gz/br (blocking)', 'images', 'fonts', 'data gz'];
  const lines = rows.map((r) => [
    r.route,
    `${kb(r.weight.html.gzip)}/${kb(r.weight.html.brotli)}`,
    `${kb(r.weight.js.gzip)}/${kb(r.weight.js.brotli)} (${r.weight.js.files.length})`,
    `${kb(r.weight.css.gzip)}/${kb(r.weight.css.brotli)} (${r.weight.blockingStylesheets.length})`,
    kb(r.weight.images.raw),
    kb(r.weight.fonts.raw),
    kb(r.weight.data.gzip),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format), '(KB; HTML without its inlined CSS, JS and CSS (inlined and linked) gzip/brotli, blocking: render-blocking stylesheets; images and fonts as served, data: translations JSON gzip)'].join('\n');
}

export function loadBudgets(file = resolve('budgets.json')): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}
