import type { Content } from './content-types';
import { laterPageIds } from '../lib/listing/list-pages';
import { listPageCount } from './page-data/listing-pages';

/**
 * Names of the id lists that dynamic routes enumerate (route table `staticPaths`): item ids, and
 * the numbers of the hub's and newsroom's pages after the first.
 */
export type ContentIdList = 'blog' | 'useCases' | 'newsroom' | 'jobs' | 'hubPages' | 'newsroomPages';

export function contentIdLists(content: Content): Record<ContentIdList, string[]> {
  return {
    blog: content.blog.map((p) => p.id),
    useCases: content.useCases.map((p) => p.id),
    newsroom: content.newsroom.map((p) => p.id),
    jobs: content.jobs.map((j) => j.referencenumber),
    hubPages: laterPageIds(listPageCount(content.blog, true)),
    newsroomPages: laterPageIds(listPageCount(content.newsroom, false)),
  };
}
