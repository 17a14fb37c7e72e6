import type { TFunction } from 'i18next';
import type { ArticleSection, ListingPageData } from '../../content/page-data/types';
import { newestDate } from '../dates/calendar';
import { useSectionFeeds } from '../use-section-feeds';
import { pagedListHead, type PagedListKeys } from './paged-list-head';
import { usePageHead } from './use-page-head';

/**
 * The head of a page of a paginated list (the hub, the newsroom): its title, description and
 * heading marked with the page (pagedListHead), the newest date among its cards (the hero is the
 * newest post and leads every page), its oEmbed and the section's feeds. Returns the heading, the
 * last breadcrumb on the page and in its structured data ("Hub – Page 2" past the first).
 */
export function usePagedListHead(t: TFunction, keys: PagedListKeys, data: ListingPageData, list: { section: ArticleSection; oembedPage: string }): string {
  const { heading, title, description } = pagedListHead(t, keys, data.page, data.pages);
  usePageHead({
    title,
    description,
    heading,
    oembedPage: list.oembedPage,
    contentDate: newestDate([data.hero?.date, ...data.cards.map((c) => c.date)]),
    feeds: useSectionFeeds(list.section),
  });
  return heading;
}
