import { decodeDescription } from './decode-description';
import { htmlToText, truncate } from './plain-text';

/** Spec 000 section 5 (meta excerpt): tags removed, whitespace collapsed, 277 characters and "..." past 280. */
export function metaExcerpt(entry: { excerpt?: string; description?: string }, limit = 280): string {
  if (entry.excerpt?.trim()) return truncate(htmlToText(entry.excerpt), limit);
  if (limit >= EXCERPT_SOURCE_LIMIT) return truncate(htmlToText(decodedText(entry.description)), limit);
  return truncate(descriptionText(entry.description), limit);
}

// Kept short: the text is cut to the longest excerpt any caller asks for, not the whole article.
const EXCERPT_SOURCE_LIMIT = 2000;
const descriptionTexts = new Map<string, string>();

/** A description's first words as text, once per description (see wordCounts below). */
function descriptionText(description: string | undefined): string {
  if (!description) return '';
  let text = descriptionTexts.get(description);
  if (text === undefined) {
    text = htmlToText(decodedText(description)).slice(0, EXCERPT_SOURCE_LIMIT);
    descriptionTexts.set(description, text);
  }
  return text;
}

function decodedText(description: string | undefined): string {
  const decoded = decodeDescription(description);
  return decoded.ok ? decoded.html : '';
}

// A post's card is made on every page that lists it (the header's latest posts, related items,
// listings): at 10,000 posts, counting its words each time was 2 ms of every page's build.
const wordCounts = new Map<string, number>();

export function wordCount(description: string | undefined): number {
  if (!description) return 0;
  let count = wordCounts.get(description);
  if (count === undefined) {
    count = htmlToText(decodedText(description)).split(' ').filter(Boolean).length;
    wordCounts.set(description, count);
  }
  return count;
}

/** Minutes to show: the editor's value, else about 220 words a minute. */
export function readingMinutes(readingtime: number | undefined, words: number): number {
  return readingtime ?? Math.max(1, Math.round(words / 220));
}
