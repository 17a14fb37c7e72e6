/**
 * Memory and CPU of a child process and its descendants, read from /proc (Linux). Elsewhere the
 * figures are reported as unknown rather than guessed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const PAGE_BYTES = 4096;
const TICKS_PER_SECOND = 100;

function stat(pid: string): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; fields after it are space separated.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

export const canMeasure = existsSync('/proc/self/stat');

/** Resident memory of the process and every descendant, in bytes. */
export function treeRss(root: number): number {
  const children = new Map<string, string[]>();
  const rss = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const fields = stat(pid);
    if (!fields) continue;
    // Fields from state on: state(0) ppid(1) ... rss(21).
    const ppid = fields[1] ?? '';
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    rss.set(pid, Number(fields[21] ?? 0) * PAGE_BYTES);
  }
  let total = 0;
  const queue = [String(root)];
  while (queue.length) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** CPU seconds of this process's finished children (user + system), from /proc/self/stat. */
export function childrenCpuSeconds(): number {
  const fields = stat('self');
  if (!fields) return Number.NaN;
  // cutime(13) and cstime(14) counted from state(0).
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/**
 * Memory held at the end of the page loop against its start (median of the first and last fifth
 * of the samples): per-page retention shows as growth that scales with the number of pages.
 */
export function renderGrowthMegabytes(samples: Array<[number, number]>, from: number, to: number): number {
  const inside = samples.filter(([t]) => t >= from && t <= to).map(([, bytes]) => bytes);
  if (inside.length < 10) return Number.NaN;
  const fifth = Math.floor(inside.length / 5);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return (median(inside.slice(-fifth)) - median(inside.slice(0, fifth))) / 2 ** 20;
}
