import { useCallback, useRef, useState } from 'react';
import type { ArticleCard } from '../../content/page-data/types';
import { parseListIndex } from '../../lib/listing/list-index';
import { withRetry } from '../../lib/net/with-retry';

export type ListIndexState = { status: 'idle' | 'loading' | 'error'; cards: null } | { status: 'ready'; cards: ArticleCard[] };

/** Like the other reads of the site's own files: a few tries, the first after 350 ms. */
const RETRY = { tries: 3, firstDelayMs: 350 };

async function fetchIndex(url: string): Promise<ArticleCard[]> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const cards = parseListIndex(await response.json());
  if (!cards) throw new Error('not a list index');
  return cards;
}

/**
 * Lists loaded in this document, by URL. A sort on a later page moves to the list's first page,
 * a route of its own whose new listing finds the list here instead of loading it again.
 */
const loaded = new Map<string, ArticleCard[]>();

/**
 * Every card of a list, loaded the first time `load` is called (a sort, a filter, the staging
 * overlay) and kept for the document's life; a failure can be retried by calling `load` again.
 */
export function useListIndex(url: string): ListIndexState & { load: () => void } {
  const [state, setState] = useState<ListIndexState>({ status: 'idle', cards: null });
  const pending = useRef(false);
  const load = useCallback(() => {
    if (pending.current || loaded.has(url)) return;
    pending.current = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading', cards: null }));
    withRetry(() => fetchIndex(url), RETRY)
      .then((cards) => {
        loaded.set(url, cards);
        setState({ status: 'ready', cards });
      })
      .catch((error: unknown) => {
        console.warn('[listing] index not loaded:', error instanceof Error ? error.message : error);
        pending.current = false;
        setState({ status: 'error', cards: null });
      });
  }, [url]);
  const cards = loaded.get(url);
  return cards ? { status: 'ready', cards, load } : { ...state, load };
}
