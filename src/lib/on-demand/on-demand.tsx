import { createElement, lazy, memo, Suspense, useEffect, type ComponentType } from 'react';
import { isFetchFailure } from '../routing/stale-chunk';
import { useLocale } from '../i18n/use-locale';
import { markPartFailed, partState } from './part-registry';
import { PART_ATTRIBUTE } from './part-triggers';
import { cachedPartHtml } from './server-part-cache';

/** At build: every shell part's module, loaded before the first page renders (see serverPartsReady). */
const serverLoads: Array<Promise<unknown>> = [];

/** The prerender awaits this before rendering, so no part suspends and every page's HTML is whole. */
export function serverPartsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** True until the app has hydrated: the route table resolves the landing page's route then. */
export function beforeHydration(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
}

/**
 * The parts whose server HTML is in the document the visitor landed on (module scripts run once
 * the document is parsed). Only they wait for their gate. Checking "has the app hydrated?" instead
 * was wrong: React hydrates a Suspense boundary in a pass of its own after the root has committed,
 * so every part saw a hydrated app and loaded at once, inside the page's first seconds.
 */
const landedParts = new Set(
  typeof document === 'undefined' ? [] : [...document.querySelectorAll<HTMLElement>(`[${PART_ATTRIBUTE}]`)].map((e) => e.dataset.part ?? ''),
);

/**
 * The element around a part: it marks where the part starts (part-triggers.ts) and holds the
 * Suspense boundary that keeps the server HTML until the part's code has loaded. memo: a re-render
 * of the parent must not reach a boundary that has not hydrated yet, or React would throw its
 * server HTML away and render it afresh.
 */
function slot<P extends object>(name: string, Part: ComponentType<P>, samePerLanguage = false): ComponentType<P> {
  const Slot = memo(function OnDemandSlot(props: P) {
    // At build, a part whose HTML depends on the language and its props alone is rendered once
    // per language and worker, then written into the same element (server-part-cache.ts).
    // Both conditions are fixed for the slot, so the hook is called on every render or never.
    const html = import.meta.env.SSR && samePerLanguage ? cachedPartHtml(name, `${useLocale().key}\u0000${JSON.stringify(props)}`) : undefined;
    if (html !== undefined) return <div className="on-demand-part" {...{ [PART_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: html }} />;
    return (
      <div className="on-demand-part" {...{ [PART_ATTRIBUTE]: name }}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  });
  Slot.displayName = `OnDemandSlot(${name})`;
  return Slot as unknown as ComponentType<P>;
}

/** Browser: the part's code, loaded once its gate opens (first interaction, idle, a navigation, or not in the landing page). */
function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const state = partState(name);
  state.prefetch = () => void load().catch(() => undefined);
  return lazy(async () => {
    // A part the landing page did not have (a later client-side navigation) has nothing to keep: load now.
    if (landedParts.has(name)) await state.gate;
    let Component: ComponentType<P>;
    try {
      Component = await load();
    } catch (error) {
      if (!isFetchFailure(error)) throw error;
      // A redeploy removed the chunk: the server HTML stays, static, rather than the page failing.
      markPartFailed(name);
      return new Promise<never>(() => {});
    }
    function Hydrated(props: P) {
      useEffect(() => {
        state.markHydrated();
        // Tests and monitoring read this: the part is live.
        for (const element of document.querySelectorAll(`[${PART_ATTRIBUTE}="${name}"]`)) element.setAttribute(`${PART_ATTRIBUTE}-hydrated`, '');
      }, []);
      return <Component {...props} />;
    }
    Hydrated.displayName = `OnDemand(${name})`;
    return { default: Hydrated };
  }) as unknown as ComponentType<P>;
}

/**
 * A part of the page that is prerendered like any other but hydrates on demand: in the browser
 * its code loads on the first interaction with it (part-triggers.ts) or when the browser is idle,
 * and React keeps its server HTML until then.
 *
 * `styles`: the part's CSS modules, imported by the slot's own file. Handing them over keeps them
 * in the page's first stylesheet; left to the part's chunk, its server HTML would be unstyled
 * until the code arrived.
 */
export function onDemand<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  styles: ReadonlyArray<Record<string, string>> = [],
  /** The part's HTML depends on the language and its props alone, never on the page (no path, no page data). */
  { samePerLanguage = false }: { samePerLanguage?: boolean } = {},
): ComponentType<P> {
  partState(name).styles = styles;
  if (!import.meta.env.SSR) return slot(name, lazyPart(name, load));
  // At build a suspending component would make React stream the part out of order, after the page.
  let loaded: ComponentType<P> | undefined;
  serverLoads.push(load().then((component) => (loaded = component)));
  const Loaded = (props: P) => {
    if (!loaded) throw new Error(`On-demand part "${name}" rendered before serverPartsReady()`);
    return createElement(loaded, props);
  };
  return slot(name, Loaded, samePerLanguage);
}

const pageSlots = new Map<string, ComponentType>();

/**
 * A route's page as an on-demand part: the route resolves to this before hydration, so
 * the page's own code is not part of the first load. At build `page` is the loaded component; in
 * the browser its loader. The page's styles come with the page's HTML (scripts/build/page-assets.ts).
 */
export function onDemandPage(id: string, page: ComponentType | (() => Promise<ComponentType>)): ComponentType {
  const name = `page:${id}`;
  let Slot = pageSlots.get(name);
  if (!Slot) {
    Slot = import.meta.env.SSR ? slot(name, page as ComponentType) : slot(name, lazyPart(name, page as () => Promise<ComponentType>));
    pageSlots.set(name, Slot);
  }
  return Slot;
}
