import type { TFunction } from 'i18next';
import { pagedDescription, pagedTitle } from '../listing/list-pages';

export interface PagedListKeys {
  /** The list's breadcrumb label (page 1's heading). */
  heading: string;
  /** Where the list's meta.title, meta.description, pagination.page and pagination.description sit ('' or 'newsroom.'). */
  prefix: string;
}

/**
 * The heading (last breadcrumb), title and description of page `page` of a paginated list (the
 * hub, the newsroom): the list's own on page 1, each marked with its page after it, so that no
 * later page repeats the first's.
 */
export function pagedListHead(t: TFunction, keys: PagedListKeys, page: number, pages: number): { heading: string; title: string; description: string } {
  const pageLabel = (n: number) => t(`${keys.prefix}pagination.page`, { page: n });
  return {
    heading: pagedTitle(t(keys.heading), page, pageLabel),
    title: pagedTitle(t(`${keys.prefix}meta.title`), page, pageLabel),
    description: pagedDescription(t(`${keys.prefix}meta.description`), page, (description) => t(`${keys.prefix}pagination.description`, { description, page, pages })),
  };
}
