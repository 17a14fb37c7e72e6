// First: switches zod's eval probe off before the schema below is created.
import './zod-jitless';
import { postSchema } from '../posts/post-schema';
import { toArticlePage } from './articles';
import type { ArticlePageData } from './types';
import type { LocaleKey } from '../../lib/i18n/locales';

/**
 * The staged version of a hub article (spec 000 section 4), built in the browser on the staging
 * host by the build's own rules: the entry is checked by the post schema and its body goes through
 * the one article pipeline (sanitiser, link rules, placeholders); it gets the PREVIEW category.
 * Null when the staging file holds no valid entry with that id.
 */
export function stagedArticle(staging: unknown, id: string, locale: LocaleKey): ArticlePageData | null {
  if (!Array.isArray(staging)) return null;
  const raw: unknown = staging.find((entry: unknown) => entry !== null && typeof entry === 'object' && String((entry as { id?: unknown }).id) === id);
  const parsed = postSchema.safeParse(raw);
  if (!parsed.success) return null;
  const post = { ...parsed.data, categories: [...(parsed.data.categories as string[]).filter((c) => c !== 'PREVIEW'), 'PREVIEW'] };
  // Not cached: the build's own body of the same id must never be reused for the preview.
  return toArticlePage('hub', post, locale, { cache: false });
}
