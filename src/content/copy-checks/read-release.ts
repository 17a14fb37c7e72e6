import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decodeDescription } from '../article/decode-description';

interface Release {
  id: string;
  title: string;
  excerpt?: string;
  description: string;
}

/** A newsroom item's title, excerpt and body as plain text, for tests that hold copy to the facts. */
export function releaseText(id: string, contentDir = 'content'): string {
  const items = JSON.parse(readFileSync(resolve(contentDir, 'posts/newsroom.json'), 'utf8')) as Release[];
  const item = items.find((entry) => entry.id === id);
  if (!item) throw new Error(`posts/newsroom.json has no item "${id}"`);
  const body = decodeDescription(item.description);
  if (!body.ok) throw new Error(`the description of "${id}" does not decode`);
  const text = body.html.replace(/<[^>]+>/g, ' ');
  return [item.title, item.excerpt ?? '', text].join('\n').replace(/[ \t]+/g, ' ');
}

/** A locale file of one language, parsed. */
export function localeFile(locale: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve('locales', locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
}
