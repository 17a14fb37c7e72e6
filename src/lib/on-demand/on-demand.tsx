import { createElement, lazy, memo, Suspense, useEffect, type ComponentType } from 'react';
import { isFetchFailure } from '../routing/stale-chunk';
import { markPartFailed, partState } from './part-registry';
import { PART_ATTRIBUTE } from './part-triggers';

/** At build: every part's module, loaded before the first page renders (see serverPartsReady). */
const serverLoads: Array<Promise<unknown>> = [];

/** The prerender awaits this before rendering, so no part suspends and every page's HTML is whole. */
export function serverPartsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
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
): ComponentType<P> {
  const state = partState(name);
  state.styles = styles;

  let Part: ComponentType<P>;
  if (import.meta.env.SSR) {
    // A suspending component would make React stream the part out of order, after the page.
    let loaded: ComponentType<P> | undefined;
    serverLoads.push(load().then((component) => (loaded = component)));
    Part = (props: P) => {
      if (!loaded) throw new Error(`On-demand part "${name}" rendered before serverPartsReady()`);
      return createElement(loaded, props);
    };
  } else {
    Part = lazy(async () => {
      await state.gate;
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
        useEffect(() => state.markHydrated(), []);
        return <Component {...props} />;
      }
      Hydrated.displayName = `OnDemand(${name})`;
      return { default: Hydrated };
    }) as unknown as ComponentType<P>;
  }

  // memo: a re-render of the parent must not reach a boundary that has not hydrated yet, or React
  // would throw its server HTML away and render it afresh.
  const Slot = memo(function OnDemandSlot(props: P) {
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
