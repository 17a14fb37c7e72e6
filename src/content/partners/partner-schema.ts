import { z } from 'zod';
import { httpUrl, imageRef, nonEmptyText } from '../schema-helpers';
import { TRANSLATABLE_LOCALES, type TranslatableLocale } from '../translations';

const line = z
  .string({ error: 'description must be text' })
  .trim()
  .min(1, { error: 'description must not be empty' })
  // One line under the logo: longer text wraps into a paragraph and the grid loses its rhythm.
  .max(110, { error: 'description must be one line of at most 110 characters' });

const partnerTranslation = z.strictObject(
  { description: line },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `a partner translation has only description (not ${issue.keys.join(', ')})` : undefined) },
);

export const partnerSchema = z.object({
  /** Partner name; the grid is sorted by it. It is also the logo's wordmark, so write it as the partner does. */
  name: nonEmptyText('name'),
  /** Logo: a file under public/ (SVG or WebP) or an https URL. */
  image: imageRef,
  /** The partner's website. */
  url: httpUrl,
  /**
   * One line in English saying what the partner provides to Quorvia's customers ("High-resolution
   * satellite imagery, ..."), shown under the logo. Plain text, at most 110 characters.
   */
  description: line,
  /**
   * The description in the other page languages: { "fr": { "description": "..." }, ... } with the keys
   * fr, es, pt, lu (uk uses the English line). A language without one shows the English line,
   * marked as English.
   */
  translations: z
    .strictObject(Object.fromEntries(TRANSLATABLE_LOCALES.map((key) => [key, partnerTranslation.optional()])) as Record<TranslatableLocale, z.ZodOptional<typeof partnerTranslation>>, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `translations are keyed by page language: ${TRANSLATABLE_LOCALES.join(', ')} (not ${issue.keys.join(', ')})`
          : 'translations must be an object keyed by language, e.g. { "fr": { "description": "..." } }',
    })
    .optional(),
});

export type Partner = z.output<typeof partnerSchema>;
