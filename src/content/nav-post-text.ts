import type { NavPost } from './site-data';

/** A shell post in the page language: its translation there, else the English text marked as such. */
export function navPostText(post: Pick<NavPost, 'title' | 'translations'> & { excerpt?: string }, locale: { key: string; tag: string }) {
  const translation = post.translations?.[locale.key];
  return translation
    ? { title: translation.title, excerpt: translation.excerpt, lang: undefined }
    : { title: post.title, excerpt: post.excerpt ?? '', lang: locale.tag.startsWith('en') ? undefined : 'en' };
}
