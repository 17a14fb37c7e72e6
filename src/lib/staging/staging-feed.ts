import { site } from '../../config/site';

/** The preview posts' file (spec 000 section 7), read only on the staging host. */
export const STAGING_FEED = '/assets/posts/staging.json';

/** The staging host or one of its subdomains (spec 000 section 4). */
export function isStagingHost(hostname: string): boolean {
  return hostname === site.stagingHost || hostname.endsWith(`.${site.stagingHost}`);
}

let feed: Promise<unknown> | undefined;

/**
 * The staging file as parsed JSON; a failure is only logged (spec 000 section 7) and yields null.
 * Read once per document: the article, the hub list, the header's hub panel and the footer all
 * overlay from the same response, so they never disagree and the file is requested once. A reload
 * reads it afresh.
 */
export function loadStagingFeed(): Promise<unknown> {
  feed ??= fetchStagingFeed();
  return feed;
}

async function fetchStagingFeed(): Promise<unknown> {
  try {
    const response = await fetch(STAGING_FEED, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as unknown;
  } catch (error) {
    console.warn('[staging] preview posts not loaded:', error instanceof Error ? error.message : error);
    return null;
  }
}
