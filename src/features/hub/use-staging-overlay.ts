import { useEffect, useState } from 'react';
import { isStagingHost, loadStagingFeed } from '../../lib/staging/staging-feed';
import { toCard, type CardSource } from '../../content/page-data/cards';
import type { ArticleCard } from '../../content/page-data/types';

export type Overlay = (posts: readonly ArticleCard[]) => ArticleCard[];

/**
 * Spec 000 section 4: on the staging host a staging entry replaces the same-id post and gets the
 * PREVIEW category; new ones are added. Entries without id are ignored.
 */
export function applyOverlay(posts: readonly ArticleCard[], staging: unknown): ArticleCard[] {
  if (!Array.isArray(staging)) return [...posts];
  const previews = new Map<string, ArticleCard>();
  for (const entry of staging as Array<Partial<CardSource>>) {
    if (!entry || typeof entry.id !== 'string' || !entry.id || typeof entry.title !== 'string' || typeof entry.date !== 'string') continue;
    const card = toCard('hub', entry as CardSource);
    previews.set(card.id, { ...card, categories: [...card.categories.filter((c) => c !== 'PREVIEW'), 'PREVIEW'] });
  }
  const merged = posts.map((post) => previews.get(post.id) ?? post);
  for (const preview of previews.values()) if (!posts.some((p) => p.id === preview.id)) merged.push(preview);
  return merged;
}

/**
 * On the staging host, the overlay of its preview posts once they have loaded (the list then shows
 * the whole hub with them); elsewhere, or when the file fails (only logged), none.
 */
export function useStagingOverlay(): Overlay | undefined {
  const [overlay, setOverlay] = useState<Overlay | undefined>(undefined);
  useEffect(() => {
    if (!isStagingHost(window.location.hostname)) return;
    let cancelled = false;
    void loadStagingFeed().then((staging) => {
      if (!cancelled && staging !== null) setOverlay(() => (posts: readonly ArticleCard[]) => applyOverlay(posts, staging));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return overlay;
}
