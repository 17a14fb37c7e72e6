import { z } from 'zod';
import { imageRef, isoDate, nonEmptyText } from '../schema-helpers';
import { checkTranslations, entryId } from '../posts/post-schema';
import { translationsField } from '../translations';

export const newsroomSchema = z.object({
  /** Unique id; the article lives at /brand/newsroom/{id}. */
  id: entryId,
  /** Headline. */
  title: nonEmptyText('title'),
  /** Publication date, e.g. 2025-06-02; cards show it as "June 2, 2025". */
  date: isoDate,
  /** Optional image; cards without one show a black placeholder. */
  image: imageRef.optional(),
  /** Article body: UTF-8 HTML encoded as base64. */
  description: z.string({ error: 'description must be text (base64 HTML)' }),
  /** Category slugs, e.g. ["press-release"]; labels are derived ("Press Release"). */
  categories: z
    .array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'category must be a slug like press-release' }))
    .default([]),
  /** Optional teaser; otherwise the first 150 characters of the description. */
  excerpt: z.string().optional(),
  /** Optional translations by page language (fr, es, pt, lu): title, excerpt and description (base64 HTML). */
  translations: translationsField,
}).superRefine(checkTranslations);

export type NewsroomArticle = z.output<typeof newsroomSchema>;
