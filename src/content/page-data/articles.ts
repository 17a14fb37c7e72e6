import { authorName, type Post, type UseCase } from '../posts/post-schema';
import { processArticleBody, type ArticleBody } from '../article/process-article';
import { toCard } from './cards';
import type { ArticlePageData, ArticleSection } from './types';

type Entry = Post | (UseCase & { featured?: boolean });

const bodies = new Map<string, ArticleBody>();

/** Each article body is processed once per build, whichever language pages need it. */
function bodyOf(section: ArticleSection, entry: Entry): ArticleBody {
  const key = `${section}/${entry.id}`;
  let body = bodies.get(key);
  if (!body) {
    body = processArticleBody(entry.description ?? entry.excerpt ?? '', { campaign: section === 'hub' ? 'hub' : 'use-cases' });
    bodies.set(key, body);
  }
  return body;
}

export function toArticlePage(section: ArticleSection, entry: Entry): ArticlePageData {
  return {
    article: {
      ...toCard(section, entry),
      author: authorName(entry) ?? null,
      updatedAt: entry.updated_at ?? null,
      body: bodyOf(section, entry),
    },
  };
}
