import { useEffect, useRef } from 'react';
import type { HeadEntry, HeadTagOptions } from './client-head';

/**
 * The browser side of the head helper. A prerendered page already has its head, so
 * neither the tag builder nor unhead's client is part of the first load: the entries the layout
 * and the page ask for are recorded here with a key (what their tags depend on) and a builder.
 * On the first change after a client-side navigation both load; unhead claims the prerendered
 * tags as the entries of the page the visitor landed on, then applies the change. Entries that
 * arrive before any navigation (parts of the page hydrating on demand) describe the tags the
 * document already has.
 */

interface Registered {
  key: string;
  build: () => Promise<Record<string, unknown>>;
  options?: HeadTagOptions;
  built?: Promise<HeadEntry>;
}

const live = new Map<number, Registered>();
/** The entries of the hydrated page: what the prerendered tags in the document were made from. */
let hydratedEntries: Map<number, Registered> | undefined;
let queue: Promise<unknown> = Promise.resolve();
let client: Promise<{ sync: (entries: ReadonlyMap<number, HeadEntry>) => void }> | undefined;
let nextId = 1;

/**
 * Where the app is: react-router keys each history entry it creates, and a reloaded entry keeps
 * its key, so the address counts too.
 */
const whereNow = () => `${window.location.pathname}${window.location.search}|${(window.history.state as { key?: string } | null)?.key ?? ''}`;
const landing = typeof window === 'undefined' ? '' : whereNow();
let navigated = false;

function hasNavigated(): boolean {
  navigated ||= whereNow() !== landing;
  return navigated;
}

function built(entry: Registered): Promise<HeadEntry> {
  entry.built ??= entry.build().then((input) => ({ input, options: entry.options, json: entry.key }));
  return entry.built;
}

async function resolved(entries: ReadonlyMap<number, Registered>): Promise<Map<number, HeadEntry>> {
  const pairs = await Promise.all([...entries].map(async ([id, e]) => [id, await built(e)] as const));
  return new Map(pairs);
}

/**
 * `replacesLanding`: an entry of the landing page changes its tags without a navigation (the
 * staging host's overlay shows another version of the article): the document's tags then no longer
 * describe the page, so unhead takes over as after a navigation.
 */
function change(apply: () => void, replacesLanding = false): void {
  if (!client && !replacesLanding && !hasNavigated()) return apply();
  hydratedEntries ??= new Map(live);
  apply();
  const start = hydratedEntries;
  client ??= Promise.all([import('./client-head'), resolved(start)]).then(([m, entries]) => m.createClientHead(entries));
  // One sync at a time, each with the entries live when it runs, so an older one never wins.
  queue = queue.then(async () => (await client!).sync(await resolved(live))).catch((error: unknown) => console.error(error));
}

/** Once the page is idle: fetch unhead and the tag builder, so the head follows the first navigation at once. */
export function prepareHeadWhenIdle(): void {
  const idle = window.requestIdleCallback?.bind(window) ?? ((cb: () => void) => window.setTimeout(cb, 1500));
  idle(() => void Promise.all([import('./client-head'), import('./page-head-input')]).catch(() => undefined), { timeout: 4000 });
}

/** Records one head entry; `key` changes exactly when the tags `build` returns change. */
export function useDeferredHead(key: string, build: () => Promise<Record<string, unknown>>, options?: HeadTagOptions): void {
  const id = useRef(0);
  if (id.current === 0) id.current = nextId++;
  useEffect(() => {
    const entryId = id.current;
    // The builder of the render that made this key, not the latest one: the landing page's
    // entries are built only at the first navigation, and built from the next page's options
    // they would not claim the prerendered tags, which then stayed (hreflang on an alias page,
    // the previous page's oEmbed link).
    const before = live.get(entryId);
    if (before?.key !== key) change(() => live.set(entryId, { key, build, options }), before !== undefined);
    // The key stands for everything the tags depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // Removed only when the component goes: on a new key the entry is replaced above, and the one it
  // replaces must still be live then to claim the landing page's tags.
  useEffect(() => () => change(() => live.delete(id.current)), []);
}
