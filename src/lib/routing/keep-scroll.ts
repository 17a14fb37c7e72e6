/**
 * History state of a navigation that changes the URL but not what the visitor looks at (a sort on
 * a later list page moving to the list's first page): the page is not scrolled back to the top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
