import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepsScroll } from '../routing/keep-scroll';
import { pushDataLayer } from './data-layer';

/** Describes what was clicked in a few words, without personal data. */
function describeTarget(element: Element): string {
  const href = element.getAttribute('href');
  if (href) return href;
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return label.replace(/\s+/g, ' ').trim().slice(0, 80) || element.tagName.toLowerCase();
}

/**
 * Spec 000 section 1: on every route change scroll to the top (or to the fragment; not when the
 * navigation keeps the view, see keep-scroll.ts), and push a pageview when the path or query
 * changes; clicks on links and buttons push a click event with page, language and timestamp.
 */
export function useRouteAnalytics(language: string): void {
  const { pathname, search, hash, state } = useLocation();
  // Back and Forward into an entry that kept its scroll position is still a change of page.
  const keepScroll = useNavigationType() !== 'POP' && keepsScroll(state);
  const first = useRef(true);

  useEffect(() => {
    if (!first.current && !keepScroll) {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    first.current = false;
  }, [pathname, search, hash]);

  // One pageview per path and query: a hash change (contents links, the skip link) scrolls
  // within the page and is not a new page.
  useEffect(() => {
    pushDataLayer({ event: 'pageview', path: `${pathname}${search}` });
  }, [pathname, search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // Only the visitor's own clicks: a click held until its part hydrated is replayed by script
      // (src/lib/on-demand/part-triggers.ts) and would count twice.
      if (!event.isTrusted) return;
      const element = (event.target as Element | null)?.closest?.('a, button, [role="button"], summary');
      if (!element) return;
      pushDataLayer({
        event: 'click',
        page: window.location.pathname + window.location.search,
        language,
        timestamp: new Date().toISOString(),
        target: describeTarget(element),
      });
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [language]);
}
