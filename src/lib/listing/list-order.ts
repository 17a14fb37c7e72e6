import { newestFirst } from '../dates/calendar';
import { byCodeUnits } from '../text-order';

/** The newest item (the hub's hero) and the rest, newest first: the grid never repeats the hero. */
export function splitNewest<T extends { date: string; id: string }>(items: readonly T[]): { newest: T | null; rest: T[] } {
  const [newest, ...rest] = [...items].sort(newestFirst);
  return { newest: newest ?? null, rest };
}

/** Every category the items carry, sorted: the filter's options. */
export function categoriesOf(items: readonly { categories?: readonly string[] }[]): string[] {
  return [...new Set(items.flatMap((item) => item.categories ?? []))].sort(byCodeUnits);
}
