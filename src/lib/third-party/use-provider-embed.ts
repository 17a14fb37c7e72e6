import { useEffect, useState, type DependencyList } from 'react';

/** What a provider's script puts on the page: a promise that it has drawn, and how to take it away. */
export interface ProviderEmbed {
  ready: Promise<void>;
  remove: () => void;
}

export type EmbedState = 'loading' | 'ready' | 'failed';

/**
 * Loads a provider's embed while the component is mounted, again when `deps` change, and says
 * where it stands; what it loaded goes when the component leaves or loads another. `load` returns
 * null while there is nothing to load into yet. A late answer for an embed already removed is
 * ignored, so it never overwrites the state of the next one.
 */
export function useProviderEmbed(load: () => ProviderEmbed | null, deps: DependencyList): EmbedState {
  const [state, setState] = useState<EmbedState>('loading');
  useEffect(() => {
    const embed = load();
    if (!embed) return;
    let live = true;
    setState('loading');
    embed.ready.then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      embed.remove();
    };
    // The caller names what the load depends on, as for useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
