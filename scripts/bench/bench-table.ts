import type { SyntheticCounts } from './synthetic-content';

export interface BenchResult extends SyntheticCounts {
  /** Page loop threads (BUILD_WORKERS); 0 is vite-react-ssg's own loop on the main thread. */
  workers: number;
  /** HTML files in the output (every page in every language, /en stubs and share pages). */
  pages: number;
  /** Pages the page loop rendered: all but the /en stubs and share pages the postbuild writes. */
  renderedPages: number;
  /** Every file in the output, against Cloudflare Pages' limit of 100,000 per deployment. */
  files: number;
  /** Files of the Cloudflare deployment made from the output (scripts/pack/): the number the limit applies to. */
  deployFiles: number;
  /** Making that deployment (`npm run pack:cloudflare`), after the build. */
  packSeconds: number;
  wallSeconds: number;
  /** Vite's client and server bundles, up to vite-react-ssg's "Rendering Pages". */
  bundleSeconds: number;
  /** The page loop (React, loaders, head tags, writing files), up to "[page-loop] done". */
  renderSeconds: number;
  /** scripts/build/postbuild.ts: preloads, CSP, stubs, sitemap. */
  postbuildSeconds: number;
  pagesPerSecond: number;
  /** Highest resident memory of the build's processes together. */
  peakMegabytes: number;
  /** Memory at the end of the page loop minus at its start; flat when no page is retained. */
  renderGrowthMegabytes: number;
  /** CPU seconds of the build's processes; divided by wall time it tells how many cores worked. */
  cpuSeconds: number;
  /** Seconds inside React's server renderer, from the CPU profile of the same run. */
  reactSeconds: number;
  /** The largest hub or newsroom page in any language: flat when pages hold only their own cards. */
  largestListingKilobytes: number;
  /** /use-cases in its largest language: it carries at most the 40 cards its filter can show. */
  useCasesKilobytes: number;
  /** The hub's English JSON list (every card): written by staging and development builds only, for the staging overlay. */
  hubIndexKilobytes: number;
}

function fixed(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

/** A Markdown table, so the output can go into the docs as it is. */
export function formatTable(results: BenchResult[]): string {
  const header = ['Posts', 'Workers', 'Pages', 'Files', 'Cloudflare files', 'Pack s', 'Wall s', 'Bundle s', 'Render s', 'Postbuild s', 'Pages/s', 'Render pages/s', 'Peak MB', 'Render growth MB', 'Cores used', 'React s', 'Wall / React', 'Largest hub/newsroom page KB', 'Use cases page KB', 'Hub index KB'];
  const rows = results.map((r) => [
    String(r.posts),
    r.workers === 0 ? '0 (vite-react-ssg)' : String(r.workers),
    String(r.pages),
    String(r.files),
    String(r.deployFiles),
    fixed(r.packSeconds),
    fixed(r.wallSeconds),
    fixed(r.bundleSeconds),
    fixed(r.renderSeconds),
    fixed(r.postbuildSeconds),
    fixed(r.pagesPerSecond, 0),
    fixed(r.renderedPages / r.renderSeconds, 0),
    fixed(r.peakMegabytes, 0),
    fixed(r.renderGrowthMegabytes, 0),
    fixed(r.cpuSeconds / r.wallSeconds, 2),
    fixed(r.reactSeconds),
    r.reactSeconds > 0 ? `${fixed(r.wallSeconds / r.reactSeconds)}x` : 'n/a',
    fixed(r.largestListingKilobytes),
    fixed(r.useCasesKilobytes),
    fixed(r.hubIndexKilobytes, 0),
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
