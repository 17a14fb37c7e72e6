import type { ContentIdList } from '../content/content-ids';
import type { ProviderKey } from '../lib/third-party/providers';
import type { PageDataKey } from '../content/page-data/types';
import { LEARNING_FORM_IDS } from '../config/learning-forms';
import type { Namespace } from '../lib/i18n/namespaces';

/**
 * One entry per page of the spec. Each exists unprefixed (English) and under every language
 * prefix; build-routes.tsx turns this table into the router's routes, and the build enumerates
 * the pages to prerender from the same routes.
 *
 * This table is data and imports no page: components and the head read it (breadcrumbs, route
 * labels) and pages are made of components, so importing pages here would close a circle. Each
 * route's page module is in page-loaders.ts, under the route's id.
 */
export interface PageRoute {
  /** Stable name, used by tests and the sitemap; page-loaders.ts loads its page by it. */
  id: string;
  /** Path below the language root: '' for home, 'solution', 'hub/:id'. */
  path: string;
  /**
   * Translation namespaces the page uses besides `common`; they load with the page. The prerender
   * fails, naming the key, when a page uses one not listed here.
   */
  namespaces?: readonly Namespace[];
  /** For dynamic paths: the content list whose ids fill the parameter, or a fixed list of values. */
  staticPaths?: ContentIdList | readonly string[];
  /** Key in the `common` namespace naming this page in breadcrumbs. */
  labelKey?: string;
  /** Third parties this page loads; its CSP allows their hosts (site-wide ones always). */
  thirdParties?: ProviderKey[];
  /** Build-time data loader (src/content/page-data), read by the page with useLoaderData. */
  data?: PageDataKey;
  /**
   * For dynamic paths: where an unknown id goes instead of the not-found page (same language).
   * The CDN serves 404.html for it; the layout redirects after hydration (DESIGN.md).
   */
  unknownIdRedirect?: string;
  /** What the page it redirects to says about the link (a key of the common namespace). */
  unknownIdNotice?: 'notFound.jobClosed';
  /** Text of the not-found page for an unknown id of this path (i18n key with namespace). */
  notFoundKey?: string;
  /** Rendered without header, footer and banners: the embed preview lives in other sites' frames. */
  bare?: boolean;
  /**
   * Hydrates with the app instead of on demand (src/lib/on-demand): the not-found page, whose
   * screen the layout itself shows for unknown paths (the same HTML must hydrate either way).
   */
  eager?: boolean;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { id: 'home', path: '', namespaces: ['home', 'proof'], labelKey: 'breadcrumb.home', data: 'home' },
  { id: 'not-found', path: '404', eager: true },
  { id: 'solution', path: 'solution', namespaces: ['solution'], labelKey: 'nav.solution.title' },
  {
    id: 'capability',
    path: 'solution/:capability',
    namespaces: ['solution', 'article'],
    staticPaths: ['browse', 'investigate', 'monitor', 'create'],
    data: 'capability',
  },
  { id: 'industries', path: 'industries', namespaces: ['industries'], labelKey: 'nav.industries.title' },
  {
    id: 'industry',
    path: 'industries/:industry',
    namespaces: ['industries', 'article', 'proof'],
    // defence renders the defense page, whose canonical it points to (DESIGN.md).
    staticPaths: ['public-safety', 'national-security', 'defense', 'corporate', 'defence'],
    data: 'industry',
  },
  { id: 'about', path: 'about', namespaces: ['company', 'careers', 'proof'], labelKey: 'nav.company.about', data: 'about' },
  { id: 'leadership', path: 'about/leadership', namespaces: ['company'], labelKey: 'nav.company.leadership', data: 'leadership' },
  { id: 'environment', path: 'about/environment', namespaces: ['environment'] },
  { id: 'culture', path: 'about/company-culture', namespaces: ['company'], labelKey: 'nav.company.culture' },
  { id: 'partners', path: 'about/partners', namespaces: ['company'], labelKey: 'nav.company.partners', data: 'partners' },
  { id: 'trust', path: 'trust', namespaces: ['trust'], labelKey: 'nav.company.trust' },
  { id: 'careers', path: 'careers', namespaces: ['careers', 'company'], labelKey: 'nav.company.careers', data: 'careers' },
  {
    id: 'job',
    path: 'careers/job/:id',
    namespaces: ['careers', 'article'],
    staticPaths: 'jobs',
    data: 'job',
    unknownIdRedirect: '/careers',
    unknownIdNotice: 'notFound.jobClosed',
  },
  { id: 'contact', path: 'contact', namespaces: ['contact'], labelKey: 'footer.contact', thirdParties: ['marketingForm'] },
  { id: 'bookademo', path: 'bookademo', namespaces: ['contact'], labelKey: 'footer.demo', thirdParties: ['marketingForm'] },
  // /msft-marketplace itself has no page: the not-found page (spec 001 section 2).
  { id: 'sales-contact', path: 'msft-marketplace/contact', namespaces: ['contact'] },
  { id: 'purchase-complete', path: 'msft-marketplace/thank-you', namespaces: ['contact'] },
  { id: 'legal', path: 'legal', namespaces: ['legal'], labelKey: 'footer.legal' },
  // Literal paths come before legal/:page, which would otherwise match them first.
  { id: 'legal-product', path: 'legal/product', namespaces: ['legal'], labelKey: 'breadcrumb.legalProduct' },
  {
    id: 'legal-cookies',
    path: 'legal/cookies',
    namespaces: ['legal'],
    data: 'legal-cookies',
    thirdParties: ['consentDeclaration'],
  },
  {
    id: 'legal-document',
    path: 'legal/:page',
    namespaces: ['legal'],
    staticPaths: ['eula', 'privacy', 'dpa', 'anticorruption'],
    data: 'legal',
  },
  {
    id: 'legal-product-document',
    path: 'legal/product/:page',
    namespaces: ['legal'],
    staticPaths: ['privacy', 'tos'],
    data: 'legal-product',
  },
  { id: 'brand', path: 'brand', namespaces: ['brand'], labelKey: 'breadcrumb.brand' },
  { id: 'brand-contact', path: 'brand/contact', namespaces: ['contact'], labelKey: 'footer.contact', thirdParties: ['marketingForm'] },
  { id: 'brand-assets', path: 'brand/assets', namespaces: ['brand'], labelKey: 'breadcrumb.brandAssets', data: 'brand-assets' },
  { id: 'brand-guidelines', path: 'brand/guidelines', namespaces: ['brand'], labelKey: 'breadcrumb.brandGuidelines', data: 'brand-guidelines' },
  { id: 'newsroom', path: 'brand/newsroom', namespaces: ['brand', 'hub', 'article'], labelKey: 'nav.company.newsroom', data: 'newsroom' },
  // The newsroom's later pages, each with only its own cards (page 1 is /brand/newsroom).
  {
    id: 'newsroom-list-page',
    path: 'brand/newsroom/page/:page',
    namespaces: ['brand', 'hub', 'article'],
    staticPaths: 'newsroomPages',
    data: 'newsroom',
  },
  {
    id: 'newsroom-article',
    path: 'brand/newsroom/:id',
    namespaces: ['article', 'brand', 'hub'],
    staticPaths: 'newsroom',
    data: 'newsroom-article',
  },
  { id: 'embed-preview', path: 'assets/oembed', namespaces: ['embed'], bare: true },
  // The site search; its results are read after hydration from ?q= (and ?type=).
  { id: 'search', path: 'search', namespaces: ['search'], labelKey: 'search.button' },
  { id: 'external-link', path: 'ex', namespaces: ['external'] },
  { id: 'hub', path: 'hub', namespaces: ['hub', 'article', 'brand'], labelKey: 'nav.hub.label', data: 'hub' },
  // The hub's later pages, each with only its own cards (page 1 is /hub).
  { id: 'hub-list-page', path: 'hub/page/:page', namespaces: ['hub', 'article', 'brand'], staticPaths: 'hubPages', data: 'hub' },
  {
    id: 'hub-article',
    path: 'hub/:id',
    namespaces: ['article', 'brand', 'hub'],
    staticPaths: 'blog',
    data: 'hub-article',
  },
  {
    id: 'learning',
    path: 'hub/events/:id',
    namespaces: ['learning'],
    staticPaths: LEARNING_FORM_IDS,
    thirdParties: ['learningForm'],
    notFoundKey: 'learning:notFound',
  },
  { id: 'use-cases', path: 'use-cases', namespaces: ['usecases', 'article'], labelKey: 'nav.hub.useCases', data: 'use-cases' },
  {
    id: 'use-case-article',
    path: 'use-cases/:id',
    namespaces: ['article', 'brand', 'hub', 'proof'],
    staticPaths: 'useCases',
    data: 'use-case-article',
  },
];

/** Page ids whose HTML is the not-found page (excluded from sitemap and hreflang checks). */
export const NOT_FOUND_ROUTE_ID = 'not-found';
