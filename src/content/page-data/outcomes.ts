import type { Outcome } from '../posts/outcome-schema';
import type { UseCase } from '../posts/post-schema';
import type { LocaleKey } from '../../lib/i18n/locales';
import { getLocale } from '../../lib/i18n/locales';
import { localizeItem } from '../translations';
import type { OutcomeData, ProofCard } from './types';

/** Proof cards a page shows: enough to be evidence, few enough to be read. */
export const PROOF_CARDS = 3;

/**
 * An outcome's words in the page language when the editor translated them, else the English ones
 * marked as English (DESIGN.md "Content languages"); figures and units are the same everywhere.
 */
export function localizeOutcome(outcome: Outcome, locale: LocaleKey): OutcomeData {
  const words = (outcome.translations as Record<string, NonNullable<Outcome['translations']>['fr']> | undefined)?.[locale];
  const results = outcome.results.map((r, i) => ({ ...r, measure: words?.measures[i] ?? r.measure }));
  return {
    team: words?.team ?? outcome.team,
    screen: outcome.screen,
    results,
    quote: words?.quote ?? outcome.quote,
    lang: words ? getLocale(locale).tag : 'en',
  };
}

/**
 * Proof cards from use cases with an outcome: featured ones first, then file order, optionally of
 * one industry only (a use case's first category). Each card leads with the outcome's first result.
 */
export function proofCards(useCases: readonly UseCase[], locale: LocaleKey, topic?: string): ProofCard[] {
  const candidates = useCases.filter((u) => u.outcome && (!topic || u.categories.includes(topic)));
  const ordered = [...candidates].sort((a, b) => Number(b.featured) - Number(a.featured));
  return ordered.slice(0, PROOF_CARDS).flatMap((useCase) => {
    const item = localizeItem(useCase, locale);
    const outcome = localizeOutcome(useCase.outcome as Outcome, locale);
    const [headline] = outcome.results;
    return headline ? [{ id: useCase.id, title: item.title, titleLang: item.lang, result: headline, team: outcome.team, quote: outcome.quote, lang: outcome.lang }] : [];
  });
}
