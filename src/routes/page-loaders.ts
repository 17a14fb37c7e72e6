import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

export type PageLoad = () => Promise<PageModule>;

/**
 * Each route's page module by route id (route-table.ts), loaded on demand so each page is its own
 * chunk. Apart from the table so that what reads the table (breadcrumbs, the head, matching) does
 * not import every page. Only build-routes.tsx and the build's preload finishing read this.
 * Written `() => import('../pages/<name>')`: the build reads the page's chunk from that text.
 */
export const PAGE_LOADERS: Readonly<Record<string, PageLoad>> = {
  home: () => import('../pages/home-page'),
  'not-found': () => import('../pages/not-found-page'),
  solution: () => import('../pages/solution-page'),
  capability: () => import('../pages/capability-page'),
  industries: () => import('../pages/industries-page'),
  industry: () => import('../pages/industry-page'),
  about: () => import('../pages/about-page'),
  leadership: () => import('../pages/leadership-page'),
  environment: () => import('../pages/environment-page'),
  culture: () => import('../pages/culture-page'),
  partners: () => import('../pages/partners-page'),
  trust: () => import('../pages/trust-page'),
  careers: () => import('../pages/careers-page'),
  job: () => import('../pages/job-page'),
  contact: () => import('../pages/contact-page'),
  bookademo: () => import('../pages/contact-page'),
  'sales-contact': () => import('../pages/sales-contact-page'),
  'purchase-complete': () => import('../pages/purchase-complete-page'),
  legal: () => import('../pages/legal-index-page'),
  'legal-product': () => import('../pages/legal-product-page'),
  'legal-cookies': () => import('../pages/legal-document-page'),
  'legal-document': () => import('../pages/legal-document-page'),
  'legal-product-document': () => import('../pages/legal-document-page'),
  brand: () => import('../pages/brand-page'),
  'brand-contact': () => import('../pages/brand-contact-page'),
  'brand-assets': () => import('../pages/brand-assets-page'),
  'brand-guidelines': () => import('../pages/brand-guidelines-page'),
  newsroom: () => import('../pages/newsroom-page'),
  'newsroom-list-page': () => import('../pages/newsroom-page'),
  'newsroom-article': () => import('../pages/newsroom-article-page'),
  'embed-preview': () => import('../pages/embed-preview-page'),
  'external-link': () => import('../pages/external-link-page'),
  search: () => import('../pages/search-page'),
  hub: () => import('../pages/hub-page'),
  'hub-list-page': () => import('../pages/hub-page'),
  'hub-article': () => import('../pages/hub-article-page'),
  learning: () => import('../pages/learning-page'),
  'use-cases': () => import('../pages/use-cases-page'),
  'use-case-article': () => import('../pages/use-case-article-page'),
};

/** The loader of a route's page (the unit test holds every route to have one). */
export function pageLoader(id: string): PageLoad {
  const load = PAGE_LOADERS[id];
  if (!load) throw new Error(`route ${id} has no page loader in src/routes/page-loaders.ts`);
  return load;
}
