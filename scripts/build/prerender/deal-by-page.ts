import { splitLocale } from '../../../src/lib/i18n/localize-path';

/**
 * Deals paths to workers a page at a time, every language of one page to the same worker: each
 * worker prepares an item once for all its languages (an article's sanitised body, cached per
 * item), so a post whose languages were spread over every worker was prepared by every worker.
 * Pages in turn, so every worker gets a similar mix of page kinds.
 */
export function dealByPage(paths: readonly string[], hands: number): string[][] {
  const byPage = new Map<string, string[]>();
  for (const path of paths) {
    const page = splitLocale(path).path;
    const group = byPage.get(page);
    if (group) group.push(path);
    else byPage.set(page, [path]);
  }
  const shares: string[][] = Array.from({ length: hands }, () => []);
  for (const group of byPage.values()) {
    const smallest = shares.reduce((a, b) => (b.length < a.length ? b : a));
    smallest.push(...group);
  }
  return shares;
}
