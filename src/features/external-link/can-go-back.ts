/** What the browser tells about the tab's history, gathered so the decision can be tested alone. */
export interface HistoryClues {
  /** The router's index of the current entry; 0 when this entry began with a document load. */
  routerIndex: unknown;
  referrer: string;
  origin: string;
  historyLength: number;
}

function sameOrigin(referrer: string, origin: string): boolean {
  try {
    return referrer !== '' && new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Whether "back" stays on this site. A client-side visit to /ex has a router index above 0. A
 * document load of /ex (a link opened with a modifier, a reload, a server redirect) starts the
 * router at 0 although the tab may still hold the site's page before it: then a same-origin
 * referrer and an earlier entry in the tab say it does. A fresh tab or a link from elsewhere does not.
 */
export function canGoBack({ routerIndex, referrer, origin, historyLength }: HistoryClues): boolean {
  if (typeof routerIndex === 'number' && routerIndex > 0) return true;
  return historyLength > 1 && sameOrigin(referrer, origin);
}
