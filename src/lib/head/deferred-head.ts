import { useEffect, useRef } from 'react';
import type { HeadTagOptions } from './client-head';

/**
 * The browser side of the head helper (issue 16). A prerendered page already has its head, so
 * unhead's client is not part of the first load: the entries pages and the layout ask for are
 * recorded here, and unhead loads on the first change after hydration (a client-side navigation),
 * claims the prerendered tags as the entries of the hydrated page, then applies the change.
 */

interface Registered {
  input: Record<string, unknown>;
  options?: HeadTagOptions;
  json: string;
}

const live = new Map<number, Registered>();
/** The entries of the hydrated page: what the prerendered tags in the document were made from. */
let hydratedEntries: Map<number, Registered> | undefined;
let client: Promise<{ sync: (entries: ReadonlyMap<number, Registered>) => void }> | undefined;
let nextId = 1;

function hydrated(): boolean {
  return document.documentElement.dataset.hydrated === 'true';
}

function change(apply: () => void): void {
  if (!hydrated()) return apply();
  hydratedEntries ??= new Map(live);
  apply();
  client ??= import('./client-head').then((m) => m.createClientHead(hydratedEntries!));
  void client.then((c) => c.sync(live));
}

export function useDeferredHead(input: Record<string, unknown>, options?: HeadTagOptions): void {
  const id = useRef(0);
  if (id.current === 0) id.current = nextId++;
  const json = JSON.stringify(input);
  useEffect(() => {
    const key = id.current;
    const entry = { input, options, json };
    if (live.get(key)?.json !== json) change(() => live.set(key, entry));
    return () => change(() => live.delete(key));
    // The JSON stands for the input: a new object with the same tags is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [json]);
}
