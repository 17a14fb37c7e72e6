import { z } from 'zod';
import { httpUrl, imageRef, nonEmptyText } from '../schema-helpers';
import { TRANSLATABLE_LOCALES, type TranslatableLocale } from '../translations';

const line = z
  .string({ error: 'description must be text' })
  .trim()
  .regex(/\S/, { error: 'description must not be empty' })
  // One line under the logo: longer text wraps into a paragraph and the grid loses its rhythm.
  .max(110, { error: 'description must be one line of at most 110 characters' });

const partnerTranslation = z
  .strictObject(
    { description: line.describe('The line in this language, at most 110 characters.') },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `a partner translation has only description (not ${issue.keys.join(', ')})` : undefined) },
  )
  .describe('The partner in this language: { "description": "..." }.');

export const partnerSchema = z.object({
  name: nonEmptyText('name').describe('Partner name; the grid is sorted by it. It is also the logo\'s wordmark, so write it as the partner does.'),
  image: imageRef.describe('Logo: a file under public/ (/media/partners/{name-slug}.svg, or WebP) or an https URL.'),
  url: httpUrl.describe('The partner\'s website (https://...).'),
  description: line.describe(
    'One line in English saying what the partner provides to Quorvia\'s customers ("High-resolution satellite imagery, ..."), shown under the logo. Plain text, at most 110 characters.',
  ),
  translations: z
    .strictObject(Object.fromEntries(TRANSLATABLE_LOCALES.map((key) => [key, partnerTranslation.optional()])) as Record<TranslatableLocale, z.ZodOptional<typeof partnerTranslation>>, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `translations are keyed by page language: ${TRANSLATABLE_LOCALES.join(', ')} (not ${issue.keys.join(', ')})`
          : 'translations must be an object keyed by language, e.g. { "fr": { "description": "..." } }',
    })
    .optional()
    .describe(
      `The description in the other page languages: { "fr": { "description": "..." } }, keys ${TRANSLATABLE_LOCALES.join(', ')} (uk uses the English line). A language without one shows the English line, marked as English.`,
    ),
});

export type Partner = z.output<typeof partnerSchema>;
