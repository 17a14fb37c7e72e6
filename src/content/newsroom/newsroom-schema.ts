import { z } from 'zod';
import { imageRef, isoDate, nonEmptyText } from '../schema-helpers';
import { checkTranslations, entryId } from '../posts/post-schema';
import { translationGapsJsonSchema, translationsField } from '../translations';

export const newsroomSchema = z
  .object({
    id: entryId.describe('Unique id (letters, digits, - and _); the article lives at /brand/newsroom/{id}. An entry without id is skipped.'),
    title: nonEmptyText('title').describe('Headline.'),
    date: isoDate.describe('Publication date, e.g. 2025-06-02; cards show it as "June 2, 2025".'),
    image: imageRef.optional().describe('Optional image: a file under public/ (/media/newsroom/x.webp) or an https URL; without one cards show a placeholder.'),
    description: z.string({ error: 'description must be text (base64 HTML)' }).describe('Article body: UTF-8 HTML encoded as base64.'),
    categories: z
      .array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'category must be a slug like press-release' }))
      .default([])
      .describe('Category slugs, e.g. ["press-release"]; labels are derived ("Press Release").'),
    excerpt: z.string().optional().describe('Optional teaser; otherwise the first 150 characters of the description.'),
    translations: translationsField,
  })
  .superRefine(checkTranslations)
  .meta(translationGapsJsonSchema);

export type NewsroomArticle = z.output<typeof newsroomSchema>;
