import type { ListQuery } from './list-articles';

/** The control the visitor changed: it gets focus back on the first page. */
export type ListControl = 'sort' | 'category';

export interface ListHandoff {
  /** The first page's localized path (/fr/hub): only the listing mounted there takes it. */
  path: string;
  query: ListQuery;
  control: ListControl;
}

/**
 * A sort or filter chosen on a later page (/hub/page/2) shows page 1 of the new order, so the view
 * moves to the list's own URL, where another route mounts a new listing. This carries the choice
 * across, once. It lives in memory, not in the history entry: a document loaded or reloaded at
 * /hub must hydrate the prerendered page as it is.
 */
let pending: ListHandoff | null = null;

export function handOffList(handoff: ListHandoff): void {
  pending = handoff;
}

/** The choice waiting for the listing at `path`, if any; it stays until `clearListHandoff`. */
export function peekListHandoff(path: string): ListHandoff | null {
  return pending?.path === path ? pending : null;
}

export function clearListHandoff(): void {
  pending = null;
}
