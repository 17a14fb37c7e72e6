import { z } from 'zod';
import { getLocale, LOCALES, type LocaleKey } from '../lib/i18n/locales';
import { excerptText, titleText } from './field-limits';

/**
 * DESIGN.md "Content languages": posts, use cases, newsroom articles and jobs are written in
 * English; an editor may add a translation per language. `uk` pages are English already, so only
 * the other page languages take translations.
 */
export const TRANSLATABLE_LOCALES = LOCALES.filter((l) => !l.tag.startsWith('en')).map((l) => l.key) as Array<Exclude<LocaleKey, 'en' | 'uk'>>;
export type TranslatableLocale = (typeof TRANSLATABLE_LOCALES)[number];

/** Page languages whose pages show English items as their own text (no translation needed). */
export const ENGLISH_LOCALES: readonly LocaleKey[] = LOCALES.filter((l) => l.tag.startsWith('en')).map((l) => l.key);

export const translationSchema = z
  .strictObject(
    {
      title: titleText().describe('The headline in this language (required: a translation without a title is not one).'),
      excerpt: excerptText()
        .optional()
        .describe('Short summary in this language; when absent, cards use the start of the translated description.'),
      description: z
        .string({ error: 'description must be text (HTML or base64 HTML)' })
        .optional()
        .describe('The body in this language, HTML or base64 HTML like the original\'s; required when the original has one.'),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `a translation has only title, excerpt and description (not ${issue.keys.join(', ')})` : undefined) },
  )
  .describe('The item in this language: title, and excerpt and/or description.');

/**
 * Optional translations, keyed by page language: { "fr": { "title": ..., "description": ... } }.
 * A translated item is its own page in that language (in the sitemap and hreflang set); without
 * one, the language's page shows the English text marked as English.
 */
export const translationsField = z
  .strictObject(Object.fromEntries(TRANSLATABLE_LOCALES.map((key) => [key, translationSchema.optional()])) as Record<TranslatableLocale, z.ZodOptional<typeof translationSchema>>, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `translations are keyed by page language: ${TRANSLATABLE_LOCALES.join(', ')} (not ${issue.keys.join(', ')}; uk pages use the English text)`
        : 'translations must be an object keyed by language, e.g. { "fr": { "title": "..." } }',
  })
  .optional()
  .describe(`Optional translations keyed by page language (${TRANSLATABLE_LOCALES.join(', ')}; uk uses the English text), each with title, excerpt and description.`);

const nonBlank = { type: 'string', pattern: '\\S', patternErrorMessage: 'must not be empty' };
const needs = (field: string) => ({ type: 'object', required: [field], properties: { [field]: nonBlank } });
const eachTranslation = (rule: object) => ({ properties: { translations: { type: 'object', additionalProperties: rule } } });

/**
 * translationGaps (below) as JSON Schema, for the editor's schema (scripts/schemas): with a
 * description in the original every translation needs one, without it each needs an excerpt or a
 * description. `additionalProperties` in these branches reaches every language key of `translations`.
 */
export const translationGapsJsonSchema = {
  if: needs('description'),
  then: eachTranslation(needs('description')),
  else: eachTranslation({ type: 'object', anyOf: [needs('excerpt'), needs('description')] }),
};

export type Translation = z.output<typeof translationSchema>;
export type Translations = z.output<typeof translationsField>;

interface Translatable {
  title: string;
  excerpt?: string;
  description?: string;
  translations?: Translations;
}

/**
 * A translation must stand on its own like the original: when the original has a body, so does
 * each translation, or its page would mix two languages. Issues for superRefine, with JSON paths.
 */
export function translationGaps(entry: Translatable): Array<{ path: PropertyKey[]; message: string }> {
  const gaps: Array<{ path: PropertyKey[]; message: string }> = [];
  for (const [key, translation] of Object.entries(entry.translations ?? {})) {
    if (!translation) continue;
    if (entry.description?.trim() && !translation.description?.trim()) {
      gaps.push({ path: ['translations', key, 'description'], message: 'is required because the original has a description (a page must not mix two languages)' });
    }
    if (!entry.description?.trim() && !translation.excerpt?.trim() && !translation.description?.trim()) {
      gaps.push({ path: ['translations', key, 'excerpt'], message: 'needs an excerpt or a description, like the original' });
    }
  }
  return gaps;
}

/** Languages in which the item is a page of its own: the English ones plus each translation. */
export function itemLanguages(entry: { translations?: Translations }): LocaleKey[] {
  const translated = TRANSLATABLE_LOCALES.filter((key) => entry.translations?.[key]);
  return LOCALES.map((l) => l.key).filter((key) => ENGLISH_LOCALES.includes(key) || (translated as LocaleKey[]).includes(key));
}

/**
 * The item as shown under a page language: its translation when there is one, else the English
 * original. `lang` is the BCP 47 tag of the text that is shown.
 */
export function localizeItem<T extends Translatable>(entry: T, locale: LocaleKey): T & { lang: string } {
  const translation = (entry.translations as Record<string, Translation | undefined> | undefined)?.[locale];
  if (!translation) return { ...entry, lang: 'en' };
  return {
    ...entry,
    title: translation.title,
    excerpt: translation.excerpt,
    description: translation.description,
    lang: getLocale(locale).tag,
  };
}
