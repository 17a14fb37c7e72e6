import type { Capability } from '../../lib/catalogue/capabilities';
import { timeOf } from '../../lib/dates/calendar';
import { byCodeUnits } from '../../lib/text-order';

/** A capability page shows this many use cases at most, and never fewer than RELATED_USE_CASES_MIN. */
export const RELATED_USE_CASES_MAX = 3;
export const RELATED_USE_CASES_MIN = 2;

/**
 * What makes a use case relevant to a capability: words of its title or excerpt (lowercase
 * stems) that name the capability's work, as spec 001 section 1 describes each one. Editors add
 * use cases without tagging capabilities, so the words, not ids, decide; a use case matching
 * more of them ranks higher.
 */
export const CAPABILITY_USE_CASE_WORDS: Record<Capability, readonly string[]> = {
  // Managed-attribution browsing of the clear, deep and dark web, with capture and translation.
  browse: ['dark-web', 'dark web', 'marketplace', 'messaging', 'channels', 'extremist', 'recruit'],
  // Pivoting, geo search and video analysis that turn traces into evidence.
  investigate: ['footage', 'imagery', 'verify', 'evidence', 'attribute', 'map ', 'traces'],
  // Persistent queries, alerts and boards that keep watch.
  monitor: ['monitor', 'alert', 'keep watch', 'signals', 'situational', 'geofence', 'before they'],
  // Bespoke queries for indicators no ready-made query covers, shared across a team.
  create: ['indicator', 'over years', 'how far', 'dated picture', 'graded', 'financed'],
};

export interface UseCaseSource {
  id: string;
  title: string;
  excerpt?: string;
  date: string;
  featured?: boolean;
}

function score(words: readonly string[], useCase: UseCaseSource): number {
  const text = `${useCase.title} ${useCase.excerpt ?? ''}`.toLowerCase();
  return words.reduce((sum, word) => sum + (text.includes(word) ? 1 : 0), 0);
}

/**
 * Two or three use cases for a capability page, chosen at build: most matching words first, then
 * featured, newest and id, so the pick is stable. Fewer than two matches are topped up with the
 * featured and newest use cases, so the section never shows a lone card.
 */
export function capabilityUseCases<T extends UseCaseSource>(capability: Capability, useCases: readonly T[]): T[] {
  const words = CAPABILITY_USE_CASE_WORDS[capability];
  const ranked = useCases
    .map((useCase) => ({ useCase, score: score(words, useCase), time: timeOf(useCase.date) || 0 }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(Boolean(b.useCase.featured)) - Number(Boolean(a.useCase.featured)) ||
        b.time - a.time ||
        byCodeUnits(a.useCase.id, b.useCase.id),
    );
  const seen = new Set<string>();
  const unique = ranked.filter(({ useCase }) => !seen.has(useCase.id) && seen.add(useCase.id));
  const matching = unique.filter((r) => r.score > 0).slice(0, RELATED_USE_CASES_MAX);
  const picked = matching.length >= RELATED_USE_CASES_MIN ? matching : unique.slice(0, RELATED_USE_CASES_MIN);
  return picked.map((r) => r.useCase);
}
