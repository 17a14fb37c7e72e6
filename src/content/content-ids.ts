import type { Content } from './load-content';

/** Names of the id lists that dynamic routes enumerate (route table `staticPaths`). */
export type ContentIdList = 'blog' | 'useCases' | 'newsroom' | 'jobs';

export function contentIdLists(content: Content): Record<ContentIdList, string[]> {
  return {
    blog: content.blog.map((p) => p.id),
    useCases: content.useCases.map((p) => p.id),
    newsroom: content.newsroom.map((p) => p.id),
    jobs: content.jobs.map((j) => j.referencenumber),
  };
}
