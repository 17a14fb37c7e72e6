import { authorName, type Post, type UseCase } from '../posts/post-schema';
import { authorPage } from '../people/author-page';
import type { NewsroomArticle } from '../newsroom/newsroom-schema';
import { processArticleBody, type ArticleBody } from '../article/process-article';
import { htmlToText } from '../article/plain-text';
import { toCard } from './cards';
import type { ArticlePageData, ArticleSection } from './types';
import { itemLanguages, localizeItem } from '../translations';
import type { LocaleKey } from '../../lib/i18n/locales';
import { fingerprintOnly, withSource } from './fingerprint-mode';

type Entry = Post | (UseCase & { featured?: boolean }) | NewsroomArticle;

const bodies = new Map<string, ArticleBody>();

/** Each article body is processed once per build, whichever language pages need it. */
function bodyOf(section: ArticleSection, entry: Entry & { lang: string }, cache: boolean): ArticleBody {
  const text = entry.description ?? entry.excerpt ?? '';
  const source = [section, text];
  if (fingerprintOnly()) return withSource({} as ArticleBody, source);
  const key = `${section}/${entry.id}/${entry.lang}`;
  let body = cache ? bodies.get(key) : undefined;
  if (!body) {
    // utm_campaign of outbound links names the section the reader came from.
    body = withSource(processArticleBody(text, { campaign: section }), source);
    if (cache) bodies.set(key, body);
  }
  return body;
}

/**
 * The article under a page language: its translation there, else the English original.
 * `cache: false` for entries that are not the build's own (the browser's staging overlay).
 */
export function toArticlePage(
  section: ArticleSection,
  original: Entry,
  locale: LocaleKey,
  { cache = true, executives = [] }: { cache?: boolean; executives?: readonly string[] } = {},
): ArticlePageData {
  const entry = localizeItem(original, locale);
  // Newsroom articles have no authors or edit dates; posts and use cases may.
  const byline: Partial<Pick<Post, 'primary_author' | 'authors' | 'updated_at'>> = section === 'newsroom' ? {} : (entry as Post);
  const author = authorName(byline) ?? null;
  return {
    article: {
      ...toCard(section, entry),
      author,
      authorPage: author ? authorPage(author, executives) : null,
      updatedAt: byline.updated_at ?? null,
      body: bodyOf(section, entry, cache),
      lead: entry.excerpt?.trim() ? htmlToText(entry.excerpt) : null,
      languages: itemLanguages(original),
      ...((original as { search?: boolean }).search === false && { inSearch: false as const }),
    },
  };
}
