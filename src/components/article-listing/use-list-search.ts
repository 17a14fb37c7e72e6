import { useEffect, useState } from 'react';
import type { LocaleKey } from '../../lib/i18n/locales';
import type { ListSection } from '../../lib/listing/list-index';
import { withRetry } from '../../lib/net/with-retry';
import type { ListQuery } from './list-articles';
import type { ListView } from './list-search-client';

export interface ListSearchState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last page answered, kept on screen while the next one loads; null before any or after a failure. */
  view: (ListView & { query: ListQuery }) | null;
}

/** The index's client code is a chunk of its own: the page's first load does not carry it. */
const client = () => import('./list-search-client');

/** Like the other reads of the site's own files: a few tries, the first after 350 ms. */
const RETRY = { tries: 3, firstDelayMs: 350 };

/**
 * The page of the list a query asks for, from the list's search index (list-search-client.ts);
 * nothing is loaded until there is a query (the visitor sorted, filtered or paged).
 */
export function useListSearch(section: ListSection, locale: LocaleKey, query: ListQuery | null): ListSearchState {
  const [state, setState] = useState<ListSearchState>({ status: 'idle', view: null });
  const sort = query?.sort;
  const category = query?.category;
  const page = query?.page;
  useEffect(() => {
    if (sort === undefined || category === undefined || page === undefined) return;
    const asked: ListQuery = { sort, category, page };
    let current = true;
    setState((s) => ({ ...s, status: 'loading' }));
    withRetry(async () => (await client()).queryList(section, locale, asked), RETRY).then(
      (view) => current && setState({ status: 'ready', view: { ...view, query: asked } }),
      (error: unknown) => {
        if (!current) return;
        console.warn('[listing] index not read:', error instanceof Error ? error.message : error);
        setState({ status: 'error', view: null });
      },
    );
    return () => {
      current = false;
    };
  }, [section, locale, sort, category, page]);
  return state;
}
