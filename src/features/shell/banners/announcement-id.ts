/** Bump when the message changes, so visitors who dismissed the old one see the new one. */
const ANNOUNCEMENT_ID = 'hub-event-notes-2026';

export const ANNOUNCEMENT_STORAGE_KEY = `quorvia:announcement-dismissed:${ANNOUNCEMENT_ID}`;

/** Set on <html> before the first paint when the visitor has dismissed the announcement. */
export const DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/**
 * Runs while the page is parsed, before the banner is painted: a visitor who dismissed it never
 * sees it appear and then vanish when its code hydrates (a layout shift for the whole page).
 */
export const DISMISSED_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})==='1')document.documentElement.setAttribute(${JSON.stringify(DISMISSED_ATTRIBUTE)},'')}catch(e){}`;
