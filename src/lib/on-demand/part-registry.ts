/**
 * Parts of the shell that hydrate on demand: their server HTML stays in place inside a
 * Suspense boundary, and their code loads on the first interaction with them or when the browser
 * is idle. This module tracks each part: asked for, hydrated, or failed to load.
 */

type PartState = {
  /** Resolves when the part's code may load (first interaction, idle, or the server). */
  gate: Promise<void>;
  open: () => void;
  /** Resolves once the part's component has hydrated (its first effect ran). */
  hydrated: Promise<void>;
  markHydrated: () => void;
  isHydrated: boolean;
  failed: boolean;
  /** The part's CSS modules (see onDemand). */
  styles: ReadonlyArray<Record<string, string>>;
  /** Fetches the part's code without hydrating it (set in the browser by on-demand.tsx). */
  prefetch?: () => void;
};

const parts = new Map<string, PartState>();

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export function partState(name: string): PartState {
  let state = parts.get(name);
  if (!state) {
    const gate = deferred();
    const hydrated = deferred();
    state = {
      gate: gate.promise,
      open: gate.resolve,
      hydrated: hydrated.promise,
      isHydrated: false,
      failed: false,
      styles: [],
      markHydrated: () => {
        state!.isHydrated = true;
        hydrated.resolve();
      },
    };
    parts.set(name, state);
  }
  return state;
}

/** Lets the part's code load now; idempotent. */
export function requestPart(name: string): void {
  partState(name).open();
}

/** Every part known so far: a navigation renders them all. */
export function requestAllParts(): void {
  for (const name of parts.keys()) requestPart(name);
}

/** A route's page, as named by onDemandPage. */
export const isPagePart = (name: string): boolean => name.startsWith('page:');

/** The pages known so far (the landing page's, before any navigation). */
export function pagePartNames(): string[] {
  return [...parts.keys()].filter(isPagePart);
}

/**
 * The idle load, as separate steps: the page hydrates (its own controls, video and frames need
 * it); the shell's parts only fetch their code, so a first tap on a menu waits for hydration
 * alone. Hydrating the shell too would put its long tasks into the page's first seconds, where
 * Lighthouse counts them as blocking time, for menus most visitors never open. Each
 * fetch is a step of its own: Vite's preload helper adds a link to the head for every chunk a part
 * imports, and all parts at once made one 60-100 ms task on a phone-speed CPU.
 */
export function idleLoadSteps(): Array<() => void> {
  const entries = [...parts];
  return [
    ...pagePartNames().map((name) => () => requestPart(name)),
    ...entries.filter(([name]) => !isPagePart(name)).map(([, state]) => () => state.prefetch?.()),
  ];
}

export function isPartHydrated(name: string): boolean {
  return parts.get(name)?.isHydrated ?? false;
}

/** A part whose code could not be fetched keeps its server HTML; links in it stay plain links. */
export function markPartFailed(name: string): void {
  partState(name).failed = true;
}

export function anyPartFailed(): boolean {
  return [...parts.values()].some((p) => p.failed);
}

/** Runs `action` once the part has hydrated, asking for its code if nobody has yet. */
export function whenPartHydrated(name: string, action: () => void): void {
  const state = partState(name);
  if (state.isHydrated) return action();
  requestPart(name);
  void state.hydrated.then(action);
}

/** Tests only: forget every part. */
export function resetParts(): void {
  parts.clear();
}
