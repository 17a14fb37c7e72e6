import { z } from 'zod';
import { imageRef, isoDate } from '../schema-helpers';
import { excerptText, titleText } from '../field-limits';
import { categoryOf, checkTranslations, draftField, searchField, entryId } from '../posts/post-schema';
import { NEWSROOM_CATEGORIES } from '../vocabulary/topics';
import { translationGapsJsonSchema, translationsField } from '../translations';

export const newsroomSchema = z
  .object({
    id: entryId.describe('Unique id (letters, digits, - and _); the article lives at /brand/newsroom/{id}. An entry without id is skipped.'),
    title: titleText().describe('Headline: at most 120 characters (over 100 warns: search results cut it).'),
    date: isoDate.describe('Publication date, e.g. 2025-06-02; cards show it as "June 2, 2025".'),
    image: imageRef.optional().describe('Optional image: a file under public/ (/media/newsroom/x.webp) or an https URL; without one cards show a placeholder.'),
    description: z.string({ error: 'description must be text (base64 HTML)' }).describe('Article body: UTF-8 HTML encoded as base64.'),
    categories: z
      .array(categoryOf(NEWSROOM_CATEGORIES), { error: 'categories must be a list, e.g. ["press-release"]' })
      .default([])
      .describe(`Categories, e.g. ["press-release"]; each one of ${NEWSROOM_CATEGORIES.join(', ')}.`),
    excerpt: excerptText().optional().describe('Optional teaser (at most 500 characters); otherwise the first 150 characters of the description.'),
    draft: draftField,
    search: searchField,
    translations: translationsField,
  })
  .superRefine(checkTranslations)
  .meta(translationGapsJsonSchema);

/** Categories are plain words inside the site, as posts' are. */
export type NewsroomArticle = Omit<z.output<typeof newsroomSchema>, 'categories'> & { categories: string[] };
