import { useEffect, useState } from 'react';
import type { SearchType } from '../../lib/search/search-entry';
import { runSearch, type SearchAnswer } from './pagefind-client';

/** Results follow the typing, but not every keystroke: a query waits this long for the next one. */
export const SEARCH_DEBOUNCE_MS = 200;

export type SearchState = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | ({ status: 'done' } & SearchAnswer);

/** The results of a query, debounced; a newer query discards an older answer. */
export function useSearch(q: string, type: SearchType | null, limit: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    const term = q.trim();
    if (!term) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((s) => (s.status === 'done' ? s : { status: 'loading' }));
    const timer = window.setTimeout(() => {
      runSearch(term, type, limit).then(
        (answer) => current && setState({ status: 'done', ...answer }),
        () => current && setState({ status: 'error' }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [q, type, limit]);
  return state;
}
