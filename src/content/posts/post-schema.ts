import { z } from 'zod';
import { imageRef, isoDate, nonEmptyText, someTextJsonSchema } from '../schema-helpers';
import { excerptText, titleText } from '../field-limits';
import { closedListMessage } from '../vocabulary/closed-list';
import { HUB_TOPICS, INDUSTRY_TOPICS } from '../vocabulary/topics';
import { outcomeSchema } from './outcome-schema';
import { translationGaps, translationGapsJsonSchema, translationsField } from '../translations';

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const ID_ERROR = 'id may only use letters, digits, - and _ because it becomes the page address';

/**
 * Ids become page addresses (/hub/{id}), so they may only hold URL-safe characters. The meta gives
 * the editor's JSON Schema the same rule, which it cannot read from the refine after the transform:
 * the pattern applies to text, minimum and multipleOf to numbers (a number id is a whole number).
 */
export const entryId = z
  .union([z.string(), z.number()], { error: 'id must be text or a number' })
  .transform(String)
  .refine((v) => ID_PATTERN.test(v), { error: ID_ERROR })
  .meta({ pattern: ID_PATTERN.source, patternErrorMessage: ID_ERROR, minimum: 0, multipleOf: 1 });

const author = z.object(
  {
    name: nonEmptyText('author name').describe('The author\'s name as shown on the article.'),
  },
  { error: 'an author must be an object like { "name": "Sofia Marangoni" }' },
);

/** Where a new topic is added, for the message of an unknown one. */
export const NEW_TOPIC_HINT = 'src/content/vocabulary/topics.ts (with its label in locales/*/article.json)';

/** One value of a closed list of categories, failing with the allowed values and a near miss. */
export const categoryOf = <const T extends readonly [string, ...string[]]>(list: T, what = 'category') =>
  z.enum(list, { error: (issue) => closedListMessage(what, issue.input, list, NEW_TOPIC_HINT) });

/**
 * Optional on every item (posts, use cases, newsroom articles, jobs): false keeps the page out of
 * the site's own search while it stays on the site and in lists and feeds.
 */
export const searchField = z
  .boolean({ error: 'search must be true or false' })
  .optional()
  .describe('false keeps this page out of the site search (it stays on the site, in lists and feeds). Leave it out to have the page found.');

/** Optional on every article, newsroom article included: built on staging and development only. */
export const draftField = z
  .boolean({ error: 'draft must be true or false' })
  .optional()
  .describe('true keeps the entry off the live site: it is checked like any entry and shown on the staging and development sites only.');

/** Fields shared by blog posts, staging posts and use cases (spec 000 section 3). */
export const articleFields = {
  id: entryId.describe('Unique id: letters, digits, - and _. The article lives at /hub/{id} (use cases: /use-cases/{id}). An entry without id is skipped.'),
  title: titleText().describe('Headline shown on cards and as the page title: at most 120 characters (over 100 warns: search results cut it).'),
  excerpt: excerptText().optional().describe('Short summary for cards and search results (at most 500 characters); when absent, cards use the start of the description.'),
  description: z
    .string({ error: 'description must be text (HTML or base64 HTML)' })
    .optional()
    .describe('Article body: HTML, or the same HTML encoded as base64. An entry needs an excerpt or a description.'),
  categories: z
    .array(categoryOf(HUB_TOPICS, 'topic'), { error: 'categories must be a list of topics, e.g. ["research"]' })
    .default([])
    .describe(`Topics, e.g. ["research", "public-safety"]; each one of ${HUB_TOPICS.join(', ')}.`),
  date: isoDate.describe('Publication date, e.g. 2025-03-14 or 2025-03-14T09:30:00Z. Newest first on the hub.'),
  image: imageRef.optional().describe('Cover image: a file under public/ (/media/blog/x.webp) or an https URL.'),
  readingtime: z
    .number({ error: 'readingtime must be a number of minutes' })
    .nonnegative()
    .optional()
    .describe('Reading time in minutes; 1 or less shows "less than a minute".'),
  updated_at: isoDate.optional().describe('Last edit date, when the article changed after publication.'),
  primary_author: author.optional().describe('Main author: { "name": ... }; takes precedence over authors[0].'),
  authors: z.array(author).optional().describe('All authors; the first is used when primary_author is absent.'),
  source: z.string().optional().describe('Set to "staging" on entries of staging.json to mark them as previews.'),
  draft: draftField,
  search: searchField,
  translations: translationsField,
};

/** A use case's categories: its industry first (it is listed on that industry's page), then any topic. */
const useCaseCategories = z
  .tuple(
    [
      z.enum(INDUSTRY_TOPICS, {
        error: (issue) =>
          issue.input === undefined
            ? `a use case needs its industry as first category: one of ${INDUSTRY_TOPICS.join(', ')}`
            : `${closedListMessage('the first category', issue.input, INDUSTRY_TOPICS)} It names the use case's industry, whose page lists it.`,
      }),
    ],
    categoryOf(HUB_TOPICS, 'topic'),
    { error: 'categories must be a list of topics starting with the industry, e.g. ["defense", "research"]' },
  )
  .describe(`The industry first (${INDUSTRY_TOPICS.join(', ')}), then any other topics (${HUB_TOPICS.join(', ')}).`);

const needsText = (entry: { excerpt?: string; description?: string }) =>
  Boolean(entry.excerpt?.trim() || entry.description?.trim());
const needsTextError = { error: 'needs an excerpt or a description', path: ['description'] };
/** needsText and checkTranslations as JSON Schema, for the editor (scripts/schemas); zod stays the authority. */
const articleRulesJsonSchema = { ...someTextJsonSchema('excerpt', 'description'), ...translationGapsJsonSchema };

/** Each translation stands on its own like the original (see translations.ts). */
export const checkTranslations = (entry: Parameters<typeof translationGaps>[0], ctx: z.RefinementCtx) => {
  for (const gap of translationGaps(entry)) ctx.addIssue({ code: 'custom', path: gap.path, message: gap.message });
};

export const postSchema = z.object(articleFields).refine(needsText, needsTextError).superRefine(checkTranslations).meta(articleRulesJsonSchema);

export const useCaseSchema = z
  .object({
    ...articleFields,
    categories: useCaseCategories,
    featured: z.boolean({ error: 'featured must be true or false' }).default(false).describe('Featured use cases are listed first, in their own section; their outcomes are the proof cards of the home page.'),
    outcome: outcomeSchema.optional(),
  })
  .refine(needsText, needsTextError)
  .superRefine(checkTranslations)
  .meta(articleRulesJsonSchema);

/**
 * Categories are checked against closed lists on the way in, but the site also adds its own
 * (a staging preview's PREVIEW): inside the site they are plain words.
 */
type WithCategories<T> = Omit<T, 'categories'> & { categories: string[] };
export type Post = WithCategories<z.output<typeof postSchema>>;
export type UseCase = WithCategories<z.output<typeof useCaseSchema>>;

/** primary_author.name, else authors[0].name (spec 000 section 3). */
export function authorName(entry: Pick<Post, 'primary_author' | 'authors'>): string | undefined {
  return entry.primary_author?.name ?? entry.authors?.[0]?.name;
}
