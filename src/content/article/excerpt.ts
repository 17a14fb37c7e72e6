import { decodeDescription } from './decode-description';
import { htmlToText, truncate } from './plain-text';

/** Spec 000 section 5 (meta excerpt): tags removed, whitespace collapsed, 277 characters and "..." past 280. */
export function metaExcerpt(entry: { excerpt?: string; description?: string }, limit = 280): string {
  const source = entry.excerpt?.trim() ? entry.excerpt : decodedText(entry.description);
  return truncate(htmlToText(source ?? ''), limit);
}

function decodedText(description: string | undefined): string {
  const decoded = decodeDescription(description);
  return decoded.ok ? decoded.html : '';
}

export function wordCount(description: string | undefined): number {
  return htmlToText(decodedText(description)).split(' ').filter(Boolean).length;
}

/** Minutes to show: the editor's value, else about 220 words a minute. */
export function readingMinutes(readingtime: number | undefined, words: number): number {
  return readingtime ?? Math.max(1, Math.round(words / 220));
}
