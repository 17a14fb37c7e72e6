import type { ArticleBody } from '../article/process-article';
import type { JobListing } from '../jobs/job-listing';
import type { LocalizedLegalDocument } from '../legal/legal-schema';
import type { KeyParams, SealedBox } from '../../lib/vault/sealed-box';
import type { LocaleKey } from '../../lib/i18n/locales';
import type { Capability } from '../../lib/catalogue/capabilities';
import type { Outcome } from '../posts/outcome-schema';

export type { JobListing };

/** Shapes of the data pages receive from their build-time loaders (serialised into each page). */

export type ArticleSection = 'hub' | 'use-cases' | 'newsroom';

/** What a card needs: lists, carousels, related content. */
export interface ArticleCard {
  id: string;
  section: ArticleSection;
  title: string;
  /** Plain-text summary capped at 280 characters (cards cut further to 150). */
  excerpt: string;
  date: string;
  image: string | null;
  /** Hash naming the cover's encoded variants; absent for an https cover or a preview built in the browser. */
  imageHash?: string;
  /** Hash of the generated cover's title-less twin, which the site shows (src/lib/images/shown-cover.ts); og:image keeps `image`. */
  motifHash?: string;
  categories: string[];
  readingMinutes: number;
  featured: boolean;
  /** BCP 47 tag of the title and excerpt: 'en' unless the item is translated into the page's language. */
  lang: string;
}

export interface ArticlePageData {
  article: ArticleCard & {
    author: string | null;
    /** Site path of the page about the author (content/people/author-page.ts); null without an author. */
    authorPage: string | null;
    updatedAt: string | null;
    body: ArticleBody;
    /** The editor's excerpt as the title band's lead; null without one (never the body's start again). */
    lead: string | null;
    /** Page languages in which the item is its own page (English ones plus its translations). */
    languages: LocaleKey[];
    /** Present (false) only when the editor kept the item out of the site search (`search: false`). */
    inSearch?: false;
  };
  /**
   * The items the page ends with, chosen at build (related-items.ts), excerpts already cut to the
   * card's length. Absent on a staged preview built in the browser.
   */
  related?: ArticleCard[];
  /** A use case's measured results in the page language (outcomes.ts); absent elsewhere and on use cases without one. */
  outcome?: OutcomeData;
}

/** One measured result: a figure, its unit, what it measures and over how long. */
export type OutcomeResult = Outcome['results'][number];

/** A use case's outcome as a page shows it; `lang` is the BCP 47 tag of its words. */
export interface OutcomeData {
  team: string;
  screen: Capability;
  results: OutcomeResult[];
  quote: Outcome['quote'];
  lang: string;
}

/** A proof card: one use case's headline result and quote, linking to the use case. */
export interface ProofCard {
  /** The use case's id: the card links to /use-cases/{id}. */
  id: string;
  title: string;
  titleLang: string;
  result: OutcomeResult;
  team: string;
  quote: Outcome['quote'];
  /** BCP 47 tag of the measure, team and quote. */
  lang: string;
}

/** The home page's proof cards, from featured use cases. */
export interface HomePageData {
  proofs: ProofCard[];
}

/** A capability page's related use cases (capability-use-cases.ts), cut to the card's length. */
export interface CapabilityPageData {
  useCases: ArticleCard[];
}

/**
 * One page of the hub or the newsroom (`/hub`, `/hub/page/2`): only its own cards, so its HTML is
 * the same size at 100 or 10,000 posts. Sorting and filtering load the list's index on demand.
 */
export interface ListingPageData {
  /** The newest post, leading every hub page and left out of the grid; null in the newsroom. */
  hero: ArticleCard | null;
  /** This page's cards, newest first. */
  cards: ArticleCard[];
  /** 1-based page number, and how many pages the grid has. */
  page: number;
  pages: number;
  /** Cards in the whole grid (the results count). */
  total: number;
  /** Every category in the grid, sorted: the filter's options. */
  categories: string[];
}

export type HubPageData = ListingPageData;

export type NewsroomPageData = ListingPageData;

export interface UseCasesPageData {
  useCases: ArticleCard[];
}

export interface IndustryPageData {
  /** Topic slug of the industry (the /industries/defence alias resolves to defense). */
  topic: string;
  /** Featured first, at most 8 (spec 000 section 5). */
  useCases: ArticleCard[];
  /** Blog posts carrying the topic, newest first. */
  posts: ArticleCard[];
  /** Outcomes of the industry's use cases, featured first, at most three. */
  proofs: ProofCard[];
}

export interface LeadershipPageData {
  executives: Array<{ name: string; title: string; summary: string; picture: string; pictureHash?: string; description: string; website: string | null; linkedin: string | null }>;
}

export interface PartnersPageData {
  /** Sorted by name (spec 000 section 9). */
  /** `description` is in the page's language when the partner has a translation, else English (`descriptionLang` "en"). */
  partners: Array<{ name: string; image: string; url: string; description: string; descriptionLang: string | null }>;
}

export interface AboutPageData {
  /**
   * Valid jobs, newest first, at most ABOUT_JOB_POOL of them. The first five render at build; after
   * hydration the page draws five at random from the pool (DESIGN.md: random renders stable first).
   */
  jobs: JobListing[];
}

export interface CareersPageData {
  /** Every valid job, newest first: the list is in the HTML before the browser re-reads the feed. */
  jobs: JobListing[];
  /** Build date (YYYY-MM-DD): "published n days ago" counts from it until hydration. */
  builtOn: string;
}

export interface JobPageData {
  job: JobListing & {
    /** Application link, only when it starts with http (spec 000 section 5). */
    applyUrl: string | null;
    /** Plain-text summary for the description meta tag and link previews. */
    excerpt: string;
    /** Sanitised description (empty text when it could not be decoded). */
    body: ArticleBody;
    /** JobPosting validThrough: the job's date.end, or null when it has none. */
    validThrough: string | null;
    /** Page languages in which the job is its own page (English ones plus its translations). */
    languages: LocaleKey[];
    /** Present (false) only when the editor kept the job out of the site search (`search: false`). */
    inSearch?: false;
  };
  /** Every other valid job, newest first; the page picks the "more jobs" from them. */
  others: JobListing[];
  /** Build date (YYYY-MM-DD): "days since posting" in the HTML counts from it until hydration. */
  builtOn: string;
}

export interface LegalPageData {
  /** The document in the page's language, or in English when it has no translation for it. */
  document: LocalizedLegalDocument;
}

/**
 * The gated brand pages: the build's key parameters and one sealed box for the page's language.
 * The plain content exists only at build time and after a visitor unlocks.
 */
export interface VaultPageData {
  params: KeyParams;
  box: SealedBox;
}

export type PageDataKey = 'home' | 'capability' | 'hub' | 'hub-article' | 'use-cases' | 'use-case-article' | 'industry' | 'leadership' | 'partners' | 'about' | 'careers' | 'job' | 'legal' | 'legal-product' | 'legal-cookies' | 'newsroom' | 'newsroom-article' | 'brand-assets' | 'brand-guidelines';
