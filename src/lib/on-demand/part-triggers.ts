import { offscreenRenderSteps } from './offscreen-render';
import { anyPartFailed, idleLoadSteps, isPartHydrated, pagePartNames, requestAllParts, requestPart, whenPartHydrated } from './part-registry';

/** The attribute on the element around each on-demand part (see on-demand.tsx). */
export const PART_ATTRIBUTE = 'data-part';

/** A visitor heading for a part: its code starts loading before the click lands. */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Controls whose click is held back until their part has hydrated, then replayed. */
export const CONTROL = 'button, summary, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"]';

type Editable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Hands an edit made before hydration to React. A select's onChange follows the change event. A
 * text field's onChange fires only when React's value tracker (its private `_valueTracker`, set
 * at hydration to what the field then held) sees a different value, so it is told the old one.
 */
function replayEdit(field: Editable): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const tracker = (field as Editable & { _valueTracker?: { setValue: (value: string) => void } })._valueTracker;
  tracker?.setValue(field.value === '' ? ' ' : '');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function partOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${PART_ATTRIBUTE}]`) : null;
}

/**
 * What the page's start script (scripts/build/deferred-start.ts) saw before the app code ran: the
 * app starts after the first paint, and a tap on a menu button in that window is kept here.
 */
export interface EarlyStart {
  /** Controls inside a part whose click the start script held back. */
  held: HTMLElement[];
  /** Set once the app's own triggers take over; the start script then lets events through. */
  done: boolean;
}

declare global {
  interface Window {
    __quorviaStart?: EarlyStart;
  }
}

/** Replays a held click on a part's control once the part has hydrated. */
function replayClick(control: HTMLElement, name: string): void {
  whenPartHydrated(name, () => {
    if (control.isConnected) control.click();
  });
}

/**
 * Installed before hydration, on the document in the capture phase, so it sees events before
 * React does. A click on a button of a part that has not hydrated yet would be lost (React drops
 * discrete events on server HTML it cannot hydrate); it is held and replayed once the part is
 * live. Links are left alone: they work as plain links before hydration.
 */
export function installPartTriggers(doc: Document = document): () => void {
  const early = doc.defaultView?.__quorviaStart;
  if (early && !early.done) {
    early.done = true;
    for (const control of early.held) {
      const name = partOf(control)?.dataset.part;
      if (name) replayClick(control, name);
    }
  }
  const wake = (event: Event) => {
    const part = partOf(event.target);
    const name = part?.dataset.part;
    if (!name || isPartHydrated(name)) return;
    requestPart(name);
    // A hover that woke the part (a mega panel opens on hover) is told again once it is live,
    // if the pointer is still there: React missed the first one.
    const target = event.target;
    if (event.type === 'pointerover' && target instanceof Element) {
      whenPartHydrated(name, () => {
        if (!target.isConnected || !target.matches(':hover')) return;
        target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      });
    }
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const part = partOf(target);
    const name = part?.dataset.part;
    if (name && !isPartHydrated(name)) {
      const control = target?.closest<HTMLElement>(CONTROL);
      if (control && part.contains(control)) {
        event.preventDefault();
        event.stopPropagation();
        replayClick(control, name);
        return;
      }
    }
    // With a part stuck on its server HTML, a client-side navigation would wait for it forever
    // (React holds the transition): let the browser load the next page instead.
    if (anyPartFailed() && target?.closest('a[href]')) event.stopPropagation();
  };
  // Typing or choosing before the part is live changes the field, not React's state: replay it.
  const onEdit = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) return;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return; // their click is held
    const name = partOf(field)?.dataset.part;
    if (name && !isPartHydrated(name)) whenPartHydrated(name, () => replayEdit(field));
  };
  for (const type of WAKE_EVENTS) doc.addEventListener(type, wake, { capture: true, passive: true });
  doc.addEventListener('click', onClick, { capture: true });
  doc.addEventListener('input', onEdit, { capture: true });
  doc.addEventListener('change', onEdit, { capture: true });
  return () => {
    for (const type of WAKE_EVENTS) doc.removeEventListener(type, wake, { capture: true });
    doc.removeEventListener('click', onClick, { capture: true });
    doc.removeEventListener('input', onEdit, { capture: true });
    doc.removeEventListener('change', onEdit, { capture: true });
  };
}

/**
 * After the app has hydrated: hydrate the page, fetch the shell parts' code, then render the blocks
 * that waited off screen (offscreen-render.ts), when the main thread is free, one step per idle
 * period. Several steps in one period made tasks of 45-90 ms on this machine even when the browser
 * promised 50 ms of idle time, which a phone's four-times-slower CPU turns into blocking time.
 */
export function loadPartsWhenIdle(win: Window = window): void {
  const idle = win.requestIdleCallback?.bind(win) ?? ((cb: () => void) => win.setTimeout(cb, 1200));
  const steps = idleLoadSteps();
  let offscreenQueued = false;
  const run = () => {
    steps.shift()?.();
    if (steps.length) {
      idle(run, { timeout: 3000 });
    } else if (!offscreenQueued) {
      offscreenQueued = true;
      afterPagesHydrated(win, () => {
        steps.push(...offscreenRenderSteps(win.document, hydratedAround));
        idle(run, { timeout: 3000 });
      });
    }
  };
  idle(run, { timeout: 3000 });
}

/** The page has hydrated (or failed to, or is taking more than 10 s): its blocks can be marked. */
function afterPagesHydrated(win: Window, then: () => void): void {
  const pages = pagePartNames();
  let waiting = pages.length;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    then();
  };
  if (waiting === 0) return finish();
  for (const name of pages) whenPartHydrated(name, () => --waiting === 0 && finish());
  win.setTimeout?.(finish, 10_000);
}

/** The block itself once its part has hydrated, else the part's own element (hydrated with the app). */
function hydratedAround(block: HTMLElement): Element {
  const part = block.closest<HTMLElement>(`[${PART_ATTRIBUTE}]`);
  const name = part?.dataset.part;
  return part && name && !isPartHydrated(name) ? part : block;
}

/**
 * A client-side navigation renders every part, and React holds the navigation until a part's code
 * is there: open all gates as it starts. The router calls its subscribers before React renders the
 * new location (links, history, and navigations from code alike).
 */
export function openPartsOnNavigation<R extends { subscribe: (listener: () => void) => () => void }>(router: R): R {
  router.subscribe(() => requestAllParts());
  return router;
}
