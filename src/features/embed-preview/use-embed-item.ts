import { useEffect, useState } from 'react';
import { useLocale } from '../../lib/i18n/use-locale';
import { loadEmbedItem, readEmbedRequest, type EmbedItem } from './load-embed-item';

export type EmbedState = { status: 'loading' } | { status: 'no-id' } | { status: 'missing'; id: string } | { status: 'ready'; item: EmbedItem };

/** The prerendered page has no query; the request is read and loaded after hydration. */
export function useEmbedItem(search: string): EmbedState {
  const [state, setState] = useState<EmbedState>({ status: 'loading' });
  const { key, tag } = useLocale();
  useEffect(() => {
    const request = readEmbedRequest(search);
    if (request.kind === 'no-id') {
      setState({ status: 'no-id' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    void loadEmbedItem(request.type, request.id, { key, tag }).then((item) => {
      if (live) setState(item ? { status: 'ready', item } : { status: 'missing', id: request.id });
    });
    return () => {
      live = false;
    };
  }, [search, key, tag]);
  return state;
}
