/**
 * A visitor who points at, touches or tabs to a link to another page of this language is likely
 * to follow it: the page's route data (its HTML, page-data-loader.ts) starts loading then, so
 * the navigation rarely waits for it. A pointer passing over a link, or focus tabbing through a
 * menu, is not intent: it has to rest there a moment. A touch is. Nothing is fetched ahead for
 * visitors who asked to save data.
 */
import { splitLocale } from '../i18n/localize-path';

const REST_MS = 80;
/** Files and feeds the router does not handle. */
const NOT_A_PAGE = /\.[a-z0-9]+$|^\/(assets|share|static|download|media)\//i;

/** The path of a link the router would follow within this language, or null. */
export function prefetchablePath(link: HTMLAnchorElement, here: Location): string | null {
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download') || link.getAttribute('rel')?.includes('external')) return null;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || url.pathname === here.pathname || NOT_A_PAGE.test(url.pathname)) return null;
  // Another language is a document load (build-routes.tsx), not a client-side navigation.
  if (splitLocale(url.pathname).locale.key !== splitLocale(here.pathname).locale.key) return null;
  return url.pathname;
}

function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

export function installPrefetchOnIntent(prefetch: (pathname: string) => void, doc: Document = document): () => void {
  let resting: { link: HTMLAnchorElement; timer: number } | undefined;
  const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null);
  const start = (link: HTMLAnchorElement) => {
    const path = savingData() ? null : prefetchablePath(link, window.location);
    if (path) prefetch(path);
  };
  const onOver = (event: Event) => {
    const link = linkOf(event);
    if (!link || resting?.link === link) return;
    if (resting) window.clearTimeout(resting.timer);
    resting = { link, timer: window.setTimeout(() => start(link), REST_MS) };
  };
  const onOut = (event: Event) => {
    if (resting && linkOf(event) === resting.link && !resting.link.contains((event as PointerEvent | FocusEvent).relatedTarget as Node | null)) {
      window.clearTimeout(resting.timer);
      resting = undefined;
    }
  };
  const onNow = (event: Event) => {
    const link = linkOf(event);
    if (link) start(link);
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ['pointerover', onOver],
    ['pointerout', onOut],
    ['focusin', onOver],
    ['focusout', onOut],
    ['touchstart', onNow],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, { passive: true, capture: true });
  return () => {
    if (resting) window.clearTimeout(resting.timer);
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, { capture: true });
  };
}
