import { decodeDescription } from '../../content/article/decode-description';
import { htmlToText, truncate } from '../../content/article/plain-text';
import { JOBS_FEED } from '../../content/jobs/job-paths';

export type EmbedType = 'job' | 'blog';

export interface EmbedItem {
  title: string;
  text: string;
  /** Page the "Continue reading" link opens (unprefixed). */
  path: string;
  /** BCP 47 tag of title and text. */
  lang: string;
}

export type EmbedRequest = { kind: 'no-id' } | { kind: 'request'; type: string; id: string };

/** The query of /assets/oembed: an id is required; the type is checked when loading. */
export function readEmbedRequest(search: string): EmbedRequest {
  const params = new URLSearchParams(search);
  const id = (params.get('id') ?? '').trim();
  if (!id) return { kind: 'no-id' };
  return { kind: 'request', type: params.get('type') ?? '', id };
}

const EXCERPT = 280;
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function json(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Reads the item the spec names: a blog-like item from /assets/posts/{id}.json,
 * a valid job from the job feed. Null when it does not exist, cannot be read or is malformed.
 */
export async function loadEmbedItem(type: string, id: string, locale: { key: string; tag: string } = { key: 'en', tag: 'en' }): Promise<EmbedItem | null> {
  try {
    if (type === 'blog') {
      if (!/^[A-Za-z0-9_-]+$/.test(id)) return null;
      const original = await json(`/assets/posts/${id}.json`);
      if (!isRecord(original) || !text(original.title)) return null;
      // A translation into the frame's language, when the editors wrote one (DESIGN.md "Content languages").
      const translated = isRecord(original.translations) ? original.translations[locale.key] : undefined;
      const post = isRecord(translated) && text(translated.title) ? translated : original;
      const path = text(post.path) || text(original.path);
      return {
        title: text(post.title),
        text: truncate(htmlToText(text(post.excerpt)), EXCERPT),
        path: path.startsWith('/') ? path : `/hub/${id}`,
        lang: post === original ? 'en' : locale.tag,
      };
    }
    if (type === 'job') {
      const feed = await json(JOBS_FEED);
      const entries = isRecord(feed) ? Object.values(feed) : Array.isArray(feed) ? feed : [];
      const job = entries.find((entry) => isRecord(entry) && entry.referencenumber === id);
      if (!isRecord(job) || !isRecord(job.date) || job.date.valid !== true || !text(job.title)) return null;
      const decoded = decodeDescription(typeof job.description === 'string' ? job.description : '');
      const summary = text(job.excerpt) || (decoded.ok ? htmlToText(decoded.html) : '');
      return { title: text(job.title), text: truncate(summary, EXCERPT), path: `/careers/job/${id}`, lang: 'en' };
    }
  } catch {
    return null;
  }
  return null;
}
