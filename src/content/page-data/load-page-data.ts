import { findById, siteContent } from './site-content';
import { toArticlePage } from './articles';
import { toCard } from './cards';
import type { Content } from '../content-types';
import { localizeOutcome, proofCards } from './outcomes';
import type { HomePageData, AboutPageData, ArticleCard, ArticlePageData, CapabilityPageData, CareersPageData, LegalPageData, HubPageData, IndustryPageData, LeadershipPageData, NewsroomPageData, PageDataKey, VaultPageData, PartnersPageData, UseCasesPageData } from './types';
import { cappedUseCases, industryTopic, showableUseCases } from './use-case-lists';
import { buildDate, jobPage, validJobs } from './jobs';
import type { LocaleKey } from '../../lib/i18n/locales';
import { ENGLISH_LOCALES, localizeItem } from '../translations';
import { localizeLegal } from '../legal/localize-legal';
import { listingPage } from './listing-pages';
import { pickRelated, type RelatedPool } from './related-items';
import { capabilityUseCases } from './capability-use-cases';
import { truncate } from '../article/plain-text';
import { isCapability } from '../../lib/catalogue/capabilities';

/** Spec 000 section 9: cards show 150 characters; related cards carry no more than that. */
const CARD_EXCERPT = 150;

/**
 * Build-time loaders, one per page family (route table `data`). They run only in the server
 * build; vite-react-ssg writes their result into each page and into a JSON file for client-side
 * navigation. A missing id yields null, which pages render as the not-found page.
 */
/** Enough for a fresh draw of five on each visit without shipping a whole job board into /about. */
export const ABOUT_JOB_POOL = 24;
/** Related posts on an industry page; the hub has them all. */
export const INDUSTRY_POSTS = 6;

/** The newest posts of a topic (the blog is newest first), like the capped use cases: the hub lists the rest, thousands at scale. */
export function relatedPosts<T extends { categories: string[] }>(blog: readonly T[], topic: string): T[] {
  const related: T[] = [];
  for (const post of blog) {
    if (related.length === INDUSTRY_POSTS) break;
    if (post.categories.includes(topic)) related.push(post);
  }
  return related;
}

/** A partner's line in the page language, or the English one marked as English (DESIGN.md "Content languages"). */
function localizedPartner(partner: Content['partners'][number], locale: LocaleKey): PartnersPageData['partners'][number] {
  const { name, image, url } = partner;
  const translated = (partner.translations as Record<string, { description: string } | undefined> | undefined)?.[locale]?.description;
  if (translated) return { name, image, url, description: translated, descriptionLang: null };
  return { name, image, url, description: partner.description, descriptionLang: ENGLISH_LOCALES.includes(locale) ? null : 'en' };
}

function legalPage(documents: Content['legal'], id: string | undefined, locale: LocaleKey): LegalPageData | null {
  const document = documents.find((d) => d.id === id);
  return document ? { document: localizeLegal(document, locale) } : null;
}

/**
 * Cards by item, kind and language, made once per build: an item is a card on many pages (every
 * listing it is on, the related items of dozens of articles), and each card counts the words of
 * the item's whole text for its reading time. Keyed by the content's own objects, so content read
 * again (the dev server after an edit) starts afresh. Cards are never changed after they are made.
 */
const madeCards = new WeakMap<object, Map<string, ArticleCard>>();

function cachedCard(entry: object, key: string, make: () => ArticleCard): ArticleCard {
  let byKey = madeCards.get(entry);
  if (!byKey) madeCards.set(entry, (byKey = new Map()));
  let made = byKey.get(key);
  if (!made) byKey.set(key, (made = make()));
  return made;
}

export async function loadPageData(key: PageDataKey, params: Record<string, string | undefined>, locale: LocaleKey): Promise<unknown> {
  const content = siteContent();
  // Cards show an item's translation under its language, else the English text (DESIGN.md).
  const card = (section: Parameters<typeof toCard>[0], entry: Parameters<typeof localizeItem>[0] & Parameters<typeof toCard>[1]) =>
    cachedCard(entry, `${section}/${locale}`, () => toCard(section, localizeItem(entry, locale)));
  // Related cards are the end of another page: only what the card shows, so each page stays small.
  const shortCard = (section: Parameters<typeof toCard>[0], entry: Parameters<typeof card>[1]): ArticleCard =>
    cachedCard(entry, `short/${section}/${locale}`, () => {
      const full = card(section, entry);
      return { ...full, excerpt: truncate(full.excerpt, CARD_EXCERPT) };
    });
  // An author who is an executive links to their card on the leadership page (people/author-page.ts).
  const byline = { executives: content.executives.map((e) => e.name) };
  const related = (section: Parameters<typeof toCard>[0], self: { id: string; categories?: string[] }, pools: RelatedPool<Parameters<typeof card>[1]>[]) =>
    pickRelated({ ...self, section }, pools).map(({ item, section: itemSection }) => shortCard(itemSection, item));
  switch (key) {
    case 'home':
      return { proofs: proofCards(content.useCases, locale) } satisfies HomePageData;
    case 'hub':
      return listingPage(content.blog, params.page, (p) => card('hub', p), { withHero: true }) satisfies HubPageData | null;
    case 'use-cases':
      return { useCases: showableUseCases(content.useCases.map((u) => card('use-cases', u))) } satisfies UseCasesPageData;
    case 'hub-article': {
      const post = findById(content.blog, (p) => p.id, params.id);
      if (!post) return null;
      const pools = [{ section: 'hub' as const, items: content.blog }, { section: 'use-cases' as const, items: content.useCases }];
      return { ...toArticlePage('hub', post, locale, byline), related: related('hub', post, pools) } satisfies ArticlePageData;
    }
    case 'industry': {
      const topic = industryTopic(params.industry);
      if (!topic) return null;
      return {
        topic,
        useCases: cappedUseCases(content.useCases.map((u) => card('use-cases', u)), topic),
        posts: relatedPosts(content.blog, topic).map((p) => card('hub', p)),
        proofs: proofCards(content.useCases, locale, topic),
      } satisfies IndustryPageData;
    }
    case 'leadership':
      return {
        executives: content.executives.map((e) => ({ ...e, website: e.website ?? null, linkedin: e.linkedin ?? null })),
      } satisfies LeadershipPageData;
    case 'about':
      return { jobs: validJobs(locale).slice(0, ABOUT_JOB_POOL) } satisfies AboutPageData;
    case 'careers':
      return { jobs: validJobs(locale), builtOn: buildDate() } satisfies CareersPageData;
    case 'job':
      return jobPage(params.id, locale);
    case 'legal':
      return legalPage(content.legal, params.page, locale);
    case 'legal-product':
      return legalPage(content.legal, `product-${params.page ?? ''}`, locale);
    case 'legal-cookies':
      return legalPage(content.legal, 'cookies', locale);
    case 'partners':
      return { partners: content.partners.map((partner) => localizedPartner(partner, locale)) } satisfies PartnersPageData;
    case 'brand-assets':
    case 'brand-guidelines': {
      // Server build only: the sealed boxes for this page and language (scripts/build/brand-vault.ts).
      const vault = (await import('virtual:brand-vault')).default;
      return { params: vault.params, box: vault.boxes[key === 'brand-assets' ? 'assets' : 'guidelines'][locale] } satisfies VaultPageData;
    }
    case 'newsroom':
      return listingPage(content.newsroom, params.page, (n) => card('newsroom', n), { withHero: false }) satisfies NewsroomPageData | null;
    case 'newsroom-article': {
      const article = findById(content.newsroom, (n) => n.id, params.id);
      if (!article) return null;
      return { ...toArticlePage('newsroom', article, locale, byline), related: related('newsroom', article, [{ section: 'newsroom', items: content.newsroom }]) } satisfies ArticlePageData;
    }
    case 'use-case-article': {
      const useCase = findById(content.useCases, (u) => u.id, params.id);
      if (!useCase) return null;
      const pools = [{ section: 'use-cases' as const, items: content.useCases }, { section: 'hub' as const, items: content.blog }];
      return {
        ...toArticlePage('use-cases', useCase, locale, byline),
        related: related('use-cases', useCase, pools),
        ...(useCase.outcome ? { outcome: localizeOutcome(useCase.outcome, locale) } : {}),
      } satisfies ArticlePageData;
    }
    case 'capability': {
      if (!isCapability(params.capability)) return null;
      return { useCases: capabilityUseCases(params.capability, content.useCases).map((u) => shortCard('use-cases', u)) } satisfies CapabilityPageData;
    }
  }
}
