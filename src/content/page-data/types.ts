import type { ArticleBody } from '../article/process-article';

/** Shapes of the data pages receive from their build-time loaders (serialised into each page). */

export type ArticleSection = 'hub' | 'use-cases';

/** What a card needs: lists, carousels, related content. */
export interface ArticleCard {
  id: string;
  section: ArticleSection;
  title: string;
  /** Plain-text summary capped at 280 characters (cards cut further to 150). */
  excerpt: string;
  date: string;
  image: string | null;
  categories: string[];
  readingMinutes: number;
  featured: boolean;
}

export interface ArticlePageData {
  article: ArticleCard & {
    author: string | null;
    updatedAt: string | null;
    body: ArticleBody;
  };
}

export interface HubPageData {
  posts: ArticleCard[];
}

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
}

export interface LeadershipPageData {
  executives: Array<{ name: string; title: string; picture: string; description: string; website: string | null; linkedin: string | null }>;
}

export interface PartnersPageData {
  /** Sorted by name (spec 000 section 9). */
  partners: Array<{ name: string; image: string; url: string }>;
}

/** What a job card needs (about carousel; careers lists use the same shape). */
export interface JobCard {
  id: string;
  title: string;
  city: string;
  country: string;
  team: string;
}

export interface AboutPageData {
  /**
   * Valid jobs, newest first, at most ABOUT_JOB_POOL of them. The first five render at build; after
   * hydration the page draws five at random from the pool (DESIGN.md: random renders stable first).
   */
  jobs: JobCard[];
}

export type PageDataKey = 'hub' | 'hub-article' | 'use-cases' | 'use-case-article' | 'industry' | 'leadership' | 'partners' | 'about';
