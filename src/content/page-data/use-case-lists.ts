import type { ArticleCard } from './types';
import { INDUSTRY_TOPICS } from '../vocabulary/topics';

/** Use cases are grouped by industry, their first category. */
export const USE_CASE_TOPICS = INDUSTRY_TOPICS;
export type UseCaseTopic = (typeof USE_CASE_TOPICS)[number];
export const ALL_GROUP = 'all';

/** Industry page slugs: the topics, plus the British spelling as an alias of defense. */
export const INDUSTRY_SLUGS = [...USE_CASE_TOPICS, 'defence'] as const;

export function industryTopic(slug: string | undefined): UseCaseTopic | null {
  if (slug === 'defence') return 'defense';
  return (USE_CASE_TOPICS as readonly string[]).includes(slug ?? '') ? (slug as UseCaseTopic) : null;
}

/** Spec 000 section 5: featured first, optionally only one topic, at most 8 (industry pages). */
export function cappedUseCases(useCases: readonly ArticleCard[], topic?: string, limit = 8): ArticleCard[] {
  const matching = topic ? useCases.filter((u) => u.categories.includes(topic)) : [...useCases];
  return matching.sort((a, b) => Number(b.featured) - Number(a.featured)).slice(0, limit);
}

/**
 * The use cases /use-cases can show: the first 8 of all and of each topic, in their original
 * order, so the page filters exactly as with the whole list while its data stays at most 40 cards.
 */
export function showableUseCases(useCases: readonly ArticleCard[]): ArticleCard[] {
  const shown = new Set([undefined, ...USE_CASE_TOPICS].flatMap((topic) => cappedUseCases(useCases, topic).map((u) => u.id)));
  return useCases.filter((u) => shown.has(u.id));
}

/** Spec 000 section 2: featured ones, then the rest grouped by first category ("All Use Cases" without one). */
export function groupUseCases(useCases: readonly ArticleCard[], topic: string | null) {
  const visible = topic ? useCases.filter((u) => u.categories.includes(topic)) : [...useCases];
  const featured = visible.filter((u) => u.featured);
  const groups = new Map<string, ArticleCard[]>();
  for (const useCase of visible.filter((u) => !u.featured)) {
    const key = useCase.categories[0] ?? ALL_GROUP;
    groups.set(key, [...(groups.get(key) ?? []), useCase]);
  }
  return { featured, groups: [...groups.entries()].map(([key, items]) => ({ key, items })), total: visible.length };
}
