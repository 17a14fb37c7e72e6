import { z } from 'zod';
import { nonEmptyText } from './schema-helpers';

/**
 * Lengths an editor's text must keep (content/README.md, "Limits"). A title becomes the page's
 * <title> and the search result's headline: search engines show about 60 characters, so past
 * TITLE_WARN the point is lost (a warning), and past TITLE_MAX it is not a headline (an error).
 * Excerpts are the cards' text and the page's meta description.
 */
export const LIMITS = {
  title: { max: 120, warn: 100 },
  excerpt: { max: 500 },
  /** A job's excerpt is a one-line teaser in lists. */
  jobExcerpt: { max: 300 },
} as const;

const tooLong = (what: string, max: number) => (issue: { input?: unknown }) =>
  `${what} is ${typeof issue.input === 'string' ? issue.input.trim().length : '?'} characters long; it may have at most ${max}`;

/** A title: not blank, at most LIMITS.title.max characters (the JSON Schema gets maxLength too). */
export const titleText = (what = 'title') => nonEmptyText(what).max(LIMITS.title.max, { error: tooLong(what, LIMITS.title.max) });

/** An optional excerpt of at most `max` characters. */
export const excerptText = (max: number = LIMITS.excerpt.max) =>
  z.string({ error: 'excerpt must be text' }).max(max, { error: tooLong('excerpt', max) });

/** The warning for a title that search results will cut, or null. */
export function longTitleWarning(title: string): string | null {
  const length = title.trim().length;
  return length > LIMITS.title.warn
    ? `title is ${length} characters long; search results show about 60, so keep it under ${LIMITS.title.warn + 1} with the point first`
    : null;
}
