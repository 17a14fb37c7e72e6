import { z } from 'zod';
import { imageRef, isoDate, nonEmptyText } from '../schema-helpers';
import { translationGaps, translationsField } from '../translations';

/** Ids become page addresses (/hub/{id}), so they may only hold URL-safe characters. */
export const entryId = z
  .union([z.string(), z.number()], { error: 'id must be text or a number' })
  .transform(String)
  .refine((v) => /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(v), {
    error: 'id may only use letters, digits, - and _ because it becomes the page address',
  });

const author = z.object({
  /** The author's name as shown on the article. */
  name: nonEmptyText('author name'),
});

/** Fields shared by blog posts, staging posts and use cases (spec 000 section 3). */
export const articleFields = {
  /** Unique id; the article lives at /hub/{id} (or /use-cases/{id}). */
  id: entryId,
  /** Headline shown on cards and as the page title. */
  title: nonEmptyText('title'),
  /** Short summary for cards; when absent, cards use the start of the description. */
  excerpt: z.string({ error: 'excerpt must be text' }).optional(),
  /** Article body: HTML, or the same HTML encoded as base64. */
  description: z.string({ error: 'description must be text (HTML or base64 HTML)' }).optional(),
  /** Topics, e.g. ["research", "public-safety"]; the first one groups use cases. */
  categories: z.array(nonEmptyText('category'), { error: 'categories must be a list of words' }).default([]),
  /** Publication date, e.g. 2025-03-14. Newest first on the hub. */
  date: isoDate,
  /** Cover image: a file under public/ (/media/blog/x.webp) or an https URL. */
  image: imageRef.optional(),
  /** Reading time in minutes; 1 or less shows "less than a minute". */
  readingtime: z.number({ error: 'readingtime must be a number of minutes' }).nonnegative().optional(),
  /** Last edit date, when the article changed after publication. */
  updated_at: isoDate.optional(),
  /** Main author; takes precedence over authors[0]. */
  primary_author: author.optional(),
  /** All authors; the first is used when primary_author is absent. */
  authors: z.array(author).optional(),
  /** Set on entries of staging.json to mark them as previews. */
  source: z.string().optional(),
  /** Optional translations by page language (fr, es, pt, lu), each with title, excerpt and description. */
  translations: translationsField,
};

const needsText = (entry: { excerpt?: string; description?: string }) =>
  Boolean(entry.excerpt?.trim() || entry.description?.trim());
const needsTextError = { error: 'needs an excerpt or a description', path: ['description'] };

/** Each translation stands on its own like the original (see translations.ts). */
export const checkTranslations = (entry: Parameters<typeof translationGaps>[0], ctx: z.RefinementCtx) => {
  for (const gap of translationGaps(entry)) ctx.addIssue({ code: 'custom', path: gap.path, message: gap.message });
};

export const postSchema = z.object(articleFields).refine(needsText, needsTextError).superRefine(checkTranslations);

export const useCaseSchema = z
  .object({
    ...articleFields,
    /** Featured use cases are listed first, in their own section. */
    featured: z.boolean({ error: 'featured must be true or false' }).default(false),
  })
  .refine(needsText, needsTextError)
  .superRefine(checkTranslations);

export type Post = z.output<typeof postSchema>;
export type UseCase = z.output<typeof useCaseSchema>;

/** primary_author.name, else authors[0].name (spec 000 section 3). */
export function authorName(entry: Pick<Post, 'primary_author' | 'authors'>): string | undefined {
  return entry.primary_author?.name ?? entry.authors?.[0]?.name;
}
