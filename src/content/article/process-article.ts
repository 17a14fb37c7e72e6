import { parseDocument } from 'htmlparser2';
import { Element, type ChildNode } from 'domhandler';
import { findAll, textContent } from 'domutils';
import render from 'dom-serializer';
import { decodeDescription } from './decode-description';
import { createIdAllocator } from './heading-ids';
import { htmlToText } from './plain-text';
import { EMBED_TAG, sanitizeInput, sanitizeOutput, type SanitizeContext } from './sanitize-article';
import { EMBED_HOSTS, type ProviderKey } from '../../lib/third-party/providers';

export interface TocItem {
  id: string;
  text: string;
  /** 2 for h2, 3 for h3, ... */
  level: number;
}

export type ArticleBody =
  | {
      ok: true;
      /** Sanitised HTML with heading ids, link notes and embed placeholders (see localize-article-html). */
      html: string;
      toc: TocItem[];
      /** Third parties the body can load once the visitor allows an embed. */
      providers: ProviderKey[];
      words: number;
    }
  | { ok: false; error: 'content-decode' };

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** Spec 000 section 5: the table of contents shows only when more than 3 headings have id and text. */
export const TOC_MIN_HEADINGS = 4;

/**
 * The article pipeline shared by blog posts, use cases, newsroom articles and jobs: base64 rule,
 * sanitising, link rules, heading ids and the table of contents, in that order.
 */
export function processArticleBody(description: string | undefined, context: SanitizeContext): ArticleBody {
  const decoded = decodeDescription(description);
  if (!decoded.ok) return decoded;
  return processArticleHtml(decoded.html, context);
}

/** The same pipeline for HTML that is already decoded (job descriptions decode by their own rule). */
export function processArticleHtml(source: string, context: SanitizeContext): ArticleBody & { ok: true } {
  const clean = sanitizeInput(source, context);
  const document = parseDocument(clean);
  const nextId = createIdAllocator();
  const toc: TocItem[] = [];
  const providers = new Set<ProviderKey>();

  for (const element of findAll((node) => node.type === 'tag', document.children) as Element[]) {
    if (HEADINGS.has(element.name)) {
      const text = textContent(element).replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const id = nextId(text);
      element.attribs.id = id;
      if (element.name !== 'h5' && element.name !== 'h6') toc.push({ id, text, level: Number(element.name.slice(1)) });
    } else if (element.name === 'a' && element.attribs['data-external']) {
      // A marker the page fills with "(opens an external site)" in its own language.
      const note = new Element('span', { 'data-i18n': element.attribs['data-external'] === 'warning' ? 'externalLink' : 'externalSite' });
      note.children = [];
      element.children.push(note as ChildNode);
      note.parent = element;
    } else if (element.name === EMBED_TAG) {
      element.name = 'div';
      // An iframe's fallback content is never shown: the placeholder is all that stays.
      element.children = [];
      const provider = EMBED_HOSTS[element.attribs['data-embed-host'] ?? ''];
      if (provider) providers.add(provider);
    }
  }

  const html = sanitizeOutput(render(document, { encodeEntities: 'utf8' }), context);
  const words = htmlToText(html).split(' ').filter(Boolean).length;
  return { ok: true, html, toc: toc.length >= TOC_MIN_HEADINGS ? toc : [], providers: [...providers], words };
}
