import type { Content } from './content-types';
import { metaExcerpt } from './article/excerpt';
import type { Post } from './posts/post-schema';
import { TRANSLATABLE_LOCALES } from './translations';

/**
 * The small slice of content the layout shell needs on every page (header hub panel, footer),
 * baked into the client bundle at build so prerendered HTML and hydration always agree.
 */
export interface NavPost {
  id: string;
  title: string;
  /** Plain-text summary, already capped at the longest limit the shell shows (140). */
  excerpt: string;
  /** First category, for the panel icon (event, events, research, otherwise generic). */
  category: string | null;
  date: string;
  /** Title and summary per translated page language (DESIGN.md "Content languages"). */
  translations?: Partial<Record<string, { title: string; excerpt: string }>>;
}

export type FooterPost = Pick<NavPost, 'id' | 'title' | 'date' | 'translations'>;

export interface SiteData {
  /** Newest four blog posts (hub panel: 4 on desktop, 3 on mobile). */
  hubPosts: NavPost[];
  /** Two latest blog posts for the footer (the date places a staged post among them). */
  footerPosts: FooterPost[];
  /** Page languages with their own feed per section (at least one translated item). */
  translatedFeeds: { hub: string[]; newsroom: string[] };
}

export const HUB_PANEL_POSTS = 4;
export const FOOTER_POSTS = 2;
const LONGEST_PANEL_EXCERPT = 140;

const translatedLanguages = (entries: ReadonlyArray<{ translations?: Post['translations'] }>) =>
  TRANSLATABLE_LOCALES.filter((key) => entries.some((e) => e.translations?.[key]));

function navTranslations(post: Post): NavPost['translations'] {
  const entries = Object.entries(post.translations ?? {}).flatMap(([key, translation]) =>
    translation ? [[key, { title: translation.title, excerpt: metaExcerpt(translation, LONGEST_PANEL_EXCERPT) }] as const] : [],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** A post as the shell shows it; also how the staging host turns a preview post into one. */
export function toNavPost(post: Post): NavPost {
  const translations = navTranslations(post);
  return {
    id: post.id,
    title: post.title,
    excerpt: metaExcerpt(post, LONGEST_PANEL_EXCERPT),
    category: post.categories[0] ?? null,
    date: post.date,
    ...(translations ? { translations } : {}),
  };
}

export function deriveSiteData(content: Content): SiteData {
  const latest = content.blog; // already newest first
  return {
    hubPosts: latest.slice(0, HUB_PANEL_POSTS).map(toNavPost),
    footerPosts: latest.slice(0, FOOTER_POSTS).map((post) => {
      const { id, title, date, translations } = toNavPost(post);
      return { id, title, date, ...(translations ? { translations } : {}) };
    }),
    translatedFeeds: { hub: translatedLanguages(content.blog), newsroom: translatedLanguages(content.newsroom) },
  };
}

