import { decodeDescription } from './decode-description';
import { htmlToText, truncate } from './plain-text';

/** Spec 000 section 5 (meta excerpt): tags removed, whitespace collapsed, 277 characters and "..." past 280. */
export function metaExcerpt(entry: { excerpt?: string; description?: string }, limit = 280): string {
  if (entry.excerpt?.trim()) return truncate(htmlToText(entry.excerpt), limit);
  if (limit >= EXCERPT_SOURCE_LIMIT) return truncate(htmlToText(decodedText(entry.description)), limit);
  return truncate(descriptionFacts(entry.description).head, limit);
}

export function wordCount(description: string | undefined): number {
  return descriptionFacts(description).words;
}

function decodedText(description: string | undefined): string {
  const decoded = decodeDescription(description);
  return decoded.ok ? decoded.html : '';
}

// Kept short: the text is cut to the longest excerpt any caller asks for, not the whole article.
const EXCERPT_SOURCE_LIMIT = 2000;
const NO_DESCRIPTION = { head: '', words: 0 };

// A post's card is made on every page that lists it (the header's latest posts, related items,
// listings): at 10,000 posts, decoding its description and counting its words each time was 2 ms
// of every page's build. Both come from one decoding, once per description.
const facts = new Map<string, { head: string; words: number }>();

function descriptionFacts(description: string | undefined): { head: string; words: number } {
  if (!description) return NO_DESCRIPTION;
  let found = facts.get(description);
  if (!found) {
    const text = htmlToText(decodedText(description));
    found = { head: text.slice(0, EXCERPT_SOURCE_LIMIT), words: text.split(' ').filter(Boolean).length };
    facts.set(description, found);
  }
  return found;
}

/** Minutes to show: the editor's value, else about 220 words a minute. */
export function readingMinutes(readingtime: number | undefined, words: number): number {
  return readingtime ?? Math.max(1, Math.round(words / 220));
}
