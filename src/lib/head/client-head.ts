import { createHead, renderDOMHead } from 'unhead/client';
import type { ActiveHeadEntry, ResolvableHead } from 'unhead/types';

export interface HeadTagOptions {
  tagPriority?: 'low' | 'high' | number;
}

export interface HeadEntry {
  input: Record<string, unknown>;
  options?: HeadTagOptions;
  /** Stands for the input: the same json, the same tags. */
  json: string;
}

type Input = ResolvableHead;
type Active = ActiveHeadEntry<ResolvableHead>;

/**
 * unhead in the browser, created after hydration (deferred-head.ts). It first takes the hydrated
 * page's entries and renders them once, which claims the prerendered tags (same tags, same
 * keys), so that a later change replaces or removes them instead of adding duplicates.
 */
export function createClientHead(hydratedEntries: ReadonlyMap<number, HeadEntry>) {
  const head = createHead<ResolvableHead>();
  const active = new Map<number, { entry: Active; json: string }>();
  for (const [id, e] of hydratedEntries) active.set(id, { entry: head.push(e.input as Input, e.options), json: e.json });
  renderDOMHead(head);

  return {
    sync(entries: ReadonlyMap<number, HeadEntry>): void {
      for (const [id, a] of active) {
        if (!entries.has(id)) {
          a.entry.dispose();
          active.delete(id);
        }
      }
      for (const [id, e] of entries) {
        const a = active.get(id);
        if (!a) active.set(id, { entry: head.push(e.input as Input, e.options), json: e.json });
        else if (a.json !== e.json) {
          a.entry.patch(e.input as Input);
          a.json = e.json;
        }
      }
    },
  };
}
