/**
 * The closed lists of categories, one place each (zod-free, so pages import it too). A new topic is
 * added here and, with its label, under `categories` in every locales/{lang}/article.json: the
 * locale check (scripts/lib/check-locales.ts) fails until both agree.
 */

/** The four industries, in the spec's order; a use case's first category is one of them. */
export const INDUSTRY_TOPICS = ['public-safety', 'national-security', 'defense', 'corporate'] as const;
export type IndustryTopic = (typeof INDUSTRY_TOPICS)[number];

/** Topics of blog posts (and their staging previews) and of use cases after the industry. */
export const HUB_TOPICS = ['research', 'tradecraft', 'product', 'events', ...INDUSTRY_TOPICS] as const;
export type HubTopic = (typeof HUB_TOPICS)[number];

/** Categories of newsroom articles. */
export const NEWSROOM_CATEGORIES = ['press-release', 'offices', 'funding', 'certification', 'security', 'partnership', 'product-update', 'award'] as const;
export type NewsroomCategory = (typeof NEWSROOM_CATEGORIES)[number];

/** Every category the site labels (locales' article:categories holds exactly these). */
export const ALL_CATEGORIES: readonly string[] = [...new Set<string>([...HUB_TOPICS, ...NEWSROOM_CATEGORIES])];
