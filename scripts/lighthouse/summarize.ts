/**
 * The page-speed targets, judged on the median of the runs of each page: performance at least 98,
 * the other categories 100, LCP at most 2.0 s, TBT at most 100 ms and no layout shift.
 */
export const TARGETS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcp: 2000, tbt: 100, cls: 0 } as const;

export interface RunResult {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Milliseconds, except CLS (unitless) and bytes. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; bytes: number };
  /** Audits that did not pass, to start from when a score drops. */
  failing: string[];
}

/** One page: its successful runs, and the error of every attempt that produced no result. */
export interface PageRuns {
  path: string;
  runs: RunResult[];
  errors: string[];
}

export interface PageSummary {
  path: string;
  /** Null when no run succeeded: such a page is reported FAILED, never as a score. */
  median: RunResult | null;
  runs: number;
  errors: string[];
}

/** The middle value (mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each score and metric is the median of its own values; failing audits are those failing in most runs. */
export function medianRun(runs: readonly RunResult[]): RunResult | null {
  if (!runs.length) return null;
  const of = <T>(pick: (r: RunResult) => T) => runs.map(pick) as unknown as number[];
  const counts = new Map<string, number>();
  for (const run of runs) for (const id of run.failing) counts.set(id, (counts.get(id) ?? 0) + 1);
  return {
    scores: {
      performance: median(of((r) => r.scores.performance)),
      accessibility: median(of((r) => r.scores.accessibility)),
      bestPractices: median(of((r) => r.scores.bestPractices)),
      seo: median(of((r) => r.scores.seo)),
    },
    metrics: {
      fcp: median(of((r) => r.metrics.fcp)),
      lcp: median(of((r) => r.metrics.lcp)),
      tbt: median(of((r) => r.metrics.tbt)),
      cls: median(of((r) => r.metrics.cls)),
      bytes: median(of((r) => r.metrics.bytes)),
    },
    failing: [...counts].filter(([, n]) => n * 2 > runs.length).map(([id]) => id),
  };
}

function missesOf(path: string, m: RunResult): string[] {
  const misses: string[] = [];
  const audits = `(failing audits: ${m.failing.join(', ') || 'none'})`;
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo'] as const) {
    if (m.scores[key] < TARGETS[key]) misses.push(`${path}: ${key} ${m.scores[key]} below ${TARGETS[key]} ${audits}`);
  }
  if (!(m.metrics.lcp <= TARGETS.lcp)) misses.push(`${path}: LCP ${m.metrics.lcp.toFixed(0)} ms above ${TARGETS.lcp} ms`);
  if (!(m.metrics.tbt <= TARGETS.tbt)) misses.push(`${path}: TBT ${m.metrics.tbt.toFixed(0)} ms above ${TARGETS.tbt} ms`);
  if (!(m.metrics.cls <= TARGETS.cls)) misses.push(`${path}: CLS ${m.metrics.cls.toFixed(3)} above 0`);
  return misses;
}

export function summarize(pages: readonly PageRuns[], wanted: number): { pages: PageSummary[]; table: string; misses: string[] } {
  const summaries = pages.map((p) => ({ path: p.path, median: medianRun(p.runs), runs: p.runs.length, errors: p.errors }));
  const misses = summaries.flatMap((s) => {
    if (!s.median) return [`${s.path}: FAILED, no run produced a result (${s.errors.join('; ') || 'no error given'})`];
    const short = s.runs < wanted ? [`${s.path}: only ${s.runs} of ${wanted} runs succeeded (${s.errors.join('; ')})`] : [];
    return [...short, ...missesOf(s.path, s.median)];
  });
  const header = ['page', 'runs', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KB'];
  const rows = summaries.map((s) => {
    const m = s.median;
    if (!m) return [s.path, `0/${wanted}`, 'FAILED', '', '', '', '', '', '', '', ''];
    return [
      s.path,
      `${s.runs}/${wanted}`,
      String(m.scores.performance),
      String(m.scores.accessibility),
      String(m.scores.bestPractices),
      String(m.scores.seo),
      m.metrics.fcp.toFixed(0),
      m.metrics.lcp.toFixed(0),
      m.metrics.tbt.toFixed(0),
      m.metrics.cls.toFixed(3),
      (m.metrics.bytes / 1024).toFixed(0),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  return { pages: summaries, table: [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'), misses };
}
