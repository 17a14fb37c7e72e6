/**
 * Opens `url` in a new tab that has no opener and sends no referrer. Returns false when no tab
 * could be opened (a pop-up blocker), so the caller can navigate this window instead.
 * window.open with "noopener" always returns null, which would hide a blocked pop-up; so the tab
 * starts blank and is cut off from this page, then moves on by itself (a refresh in its own
 * document, whose policy is no-referrer): a navigation started from here would send our URL.
 */
export function openExternal(url: string): boolean {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    tab = null;
  }
  if (!tab) return false;
  try {
    tab.opener = null;
    const target = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    tab.document.write(`<!doctype html><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0; url=${target}"><title></title>`);
    tab.document.close();
    return true;
  } catch {
    tab.close();
    return false;
  }
}
