import { useEffect, useState } from 'react';
import type { NavPost } from '../../content/site-data';
import { isStagingHost, loadStagingFeed } from '../../lib/staging/staging-feed';

/**
 * The header's and footer's latest posts with the staging file's posts over them, on the staging
 * host (spec 000 section 4); elsewhere, and until the file has loaded, the built ones. Read after
 * hydration, like the staged article, so the prerendered HTML and the first render agree; the
 * file is the one the article overlay reads (loadStagingFeed) and the merging code loads only then.
 * The caller cuts the list to its length afterwards.
 */
export function useStagedNavPosts<T extends { id: string; date: string }>(built: readonly T[]): ReadonlyArray<T | NavPost> {
  const [staged, setStaged] = useState<ReadonlyArray<T | NavPost> | null>(null);
  useEffect(() => {
    if (!isStagingHost(window.location.hostname)) return;
    let current = true;
    void loadStagingFeed().then(async (staging) => {
      if (staging === null || !current) return;
      const { overlayNavPosts } = await import('../../content/staged-nav-posts');
      if (current) setStaged(overlayNavPosts(built, staging));
    });
    return () => {
      current = false;
    };
  }, [built]);
  return staged ?? built;
}
