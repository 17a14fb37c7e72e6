const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `container` that Tab stops at, in document order; hidden ones are skipped. */
export function tabStops(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

/**
 * Keeps Tab and Shift+Tab inside `container`: past the last stop focus goes to the first and
 * before the first to the last; from outside it (focus left on <body> after a click on an inert
 * area) it goes to the first or last. Call from a keydown listener; returns whether it moved focus.
 */
export function wrapTab(event: KeyboardEvent, container: Element): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return false;
  const active = document.activeElement;
  let target: HTMLElement | null = null;
  if (!active || !container.contains(active)) target = event.shiftKey ? last : first;
  else if (event.shiftKey && active === first) target = last;
  else if (!event.shiftKey && active === last) target = first;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
