import sanitizeHtml, { type IOptions, type Attributes } from 'sanitize-html';
import { EMBED_HOSTS } from '../../lib/third-party/providers';
import { classifyLink } from './external-links';

/**
 * The one sanitiser (spec 000 section 5). Scripts, styles, objects, embeds, forms, meta and link
 * elements go with their content; div and span wrappers are flattened (their text stays); a
 * picture keeps only its img; on* attributes, javascript: and other non-web URLs, inline styles,
 * classes and image sizes are dropped; every iframe becomes a placeholder, never a frame: known
 * video hosts (https) the privacy placeholder that can be allowed, other https sites one with a
 * link out through /ex, anything else (http, javascript:, srcdoc, relative) one without a link.
 */

const TEXT_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q', 'kbd',
  'dl', 'dt', 'dd', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr',
  'th', 'td', 'a', 'img',
];

/** A placeholder written by an author instead of made from an iframe: dropped with its content. */
const DROPPED_TAG = 'qv-dropped';

/** Elements whose content is dropped along with them. Replaces sanitize-html's whole default list. */
const DROP_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math',
  'select', 'head', 'noembed', 'noframes', 'plaintext', 'form', 'button', 'fieldset', 'legend', 'label', 'datalist', 'output',
  DROPPED_TAG,
];

/** Placeholder element of pass 1; the pipeline renames it to a div before pass 2. */
export const EMBED_TAG = 'qv-embed';

export interface SanitizeContext {
  /** utm_campaign for outbound links: the section the article belongs to. */
  campaign: string;
}

/** Attributes a placeholder may carry; the pipeline checks them again before rendering. */
export const EMBED_ATTRIBUTES = ['data-embed-src', 'data-embed-link', 'data-embed-host', 'data-embed-title', 'data-embed-blocked'];

function embedPlaceholder(attribs: Attributes, context: SanitizeContext): { tagName: string; attribs: Attributes } {
  let url: URL | null = null;
  try {
    url = new URL(attribs.src ?? '');
  } catch {
    url = null;
  }
  // Frames carrying their own document (srcdoc) are never embedded or linked, whatever their src.
  if (!url || url.protocol !== 'https:' || attribs.srcdoc !== undefined) return { tagName: EMBED_TAG, attribs: { 'data-embed-blocked': 'iframe' } };
  // youtube.com embeds are rewritten to the no-cookie host, which is the one the CSP allows.
  if (EMBED_HOSTS[url.hostname] && url.hostname.endsWith('youtube.com')) url.hostname = 'www.youtube-nocookie.com';
  // An empty title would serialise as a bare attribute, which the page's placeholder does not match.
  const title = (attribs.title ?? '').trim().slice(0, 200) || url.hostname;
  if (EMBED_HOSTS[url.hostname]) {
    return { tagName: EMBED_TAG, attribs: { 'data-embed-src': url.href, 'data-embed-host': url.hostname, 'data-embed-title': title } };
  }
  // No frame from a host the CSP does not know: a link out, through the /ex warning page.
  const link = classifyLink(url.href, context.campaign);
  if (link.kind === 'unsafe' || link.kind === 'unparsable') return { tagName: EMBED_TAG, attribs: { 'data-embed-blocked': 'iframe' } };
  return { tagName: EMBED_TAG, attribs: { 'data-embed-link': link.href, 'data-embed-host': url.hostname, 'data-embed-title': title } };
}

function rewriteLink(attribs: Attributes, context: SanitizeContext): Attributes {
  const out: Attributes = {};
  if (attribs.title) out.title = attribs.title;
  if (attribs.href === undefined) return out;
  const link = classifyLink(attribs.href, context.campaign);
  if (link.kind === 'unsafe') return out;
  out.href = link.href;
  if (link.kind === 'external') out['data-external'] = 'warning';
  if (link.kind === 'unparsable') Object.assign(out, { target: '_blank', rel: 'noopener noreferrer', 'data-external': 'new-tab' });
  return out;
}

export function inputOptions(context: SanitizeContext): IOptions {
  return {
    // div and span are not allowed: discarding keeps their content, which flattens the wrappers.
    // (Renaming them in transformTags instead confuses sanitize-html's closing tags.)
    allowedTags: [...TEXT_TAGS, EMBED_TAG],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'data-external'],
      img: ['src', 'alt', 'title', 'srcset', 'sizes', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      abbr: ['title'],
      ol: ['start', 'reversed'],
      [EMBED_TAG]: EMBED_ATTRIBUTES,
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
    enforceHtmlBoundary: false,
    parseStyleAttributes: false,
    transformTags: {
      h1: 'h2',
      iframe: (_tag, attribs) => embedPlaceholder(attribs, context),
      [EMBED_TAG]: () => ({ tagName: DROPPED_TAG, attribs: {} }),
      a: (_tag, attribs) => ({ tagName: 'a', attribs: rewriteLink(attribs, context) }),
      img: (_tag, attribs) => ({
        tagName: 'img',
        attribs: {
          src: attribs.src ?? '',
          alt: attribs.alt ?? '',
          ...(attribs.title ? { title: attribs.title } : {}),
          loading: 'lazy',
          decoding: 'async',
        },
      }),
    },
    // An img whose src was removed (javascript:, data:, http:) or is not a site path or https URL
    // (a relative "x" would resolve differently on every page) is dropped entirely.
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^(\/(?!\/)|https:\/\/)/.test(frame.attribs.src ?? ''),
  };
}

/** What an editor should hear about one body: what pass 1 removes that looks meant, and its links. */
export interface SanitizeReport {
  /** Readable items, e.g. `<script> with its content`, `onclick on <a>`, once each. */
  removed: string[];
  /** href of every link the body keeps, as written (the link check resolves them). */
  links: string[];
}

/** Elements dropped with their content that an author writes by hand; iframes become placeholders instead. */
const REPORTED_DROPS = new Set(DROP_WITH_CONTENT.filter((tag) => tag !== 'iframe' && tag !== DROPPED_TAG));

/**
 * Runs pass 1 with sanitize-html's open and close hooks watching, and lists what it removes of
 * what an editor may have meant (scripts, forms, event handlers, inline styles, unsafe addresses)
 * and which links stay. Cosmetic removals the content guide documents (classes, image sizes, div
 * and span wrappers) are not listed. The policy is inputOptions itself, so the report cannot drift.
 */
export function sanitizeReport(html: string, context: SanitizeContext): SanitizeReport {
  const removed = new Set<string>();
  const links: string[] = [];
  // Inside a dropped element nothing is kept, so its links are not links of the page.
  let droppedDepth = 0;
  sanitizeHtml(html, {
    ...inputOptions(context),
    onOpenTag(name, attribs) {
      if (droppedDepth > 0) {
        droppedDepth += 1;
        return;
      }
      if (REPORTED_DROPS.has(name)) {
        removed.add(`<${name}> with its content`);
        droppedDepth = 1;
        return;
      }
      for (const [attribute, value] of Object.entries(attribs)) {
        if (/^on/i.test(attribute)) removed.add(`${attribute} on <${name}>`);
        else if (attribute === 'style') removed.add(`style on <${name}>`);
        else if ((attribute === 'href' || attribute === 'src') ? classifyLink(value, context.campaign).kind === 'unsafe' : /^\s*(?:javascript|vbscript):/i.test(value)) {
          removed.add(`${attribute}="${value.trim().slice(0, 40)}" on <${name}>`);
        }
      }
      // The img the exclusive filter drops: its src is neither a site path nor an https address.
      const src = (attribs.src ?? '').trim();
      if (name === 'img' && !/^(\/(?!\/)|https:\/\/)/.test(src) && !removed.has(`src="${src.slice(0, 40)}" on <img>`)) removed.add(`<img src="${src.slice(0, 40)}">`);
      if (name === 'a' && attribs.href !== undefined && classifyLink(attribs.href, context.campaign).kind !== 'unsafe') links.push(attribs.href.trim());
    },
    onCloseTag() {
      if (droppedDepth > 0) droppedDepth -= 1;
    },
  });
  return { removed: [...removed], links };
}

/** Pass 1: untrusted content in, safe HTML with placeholders and link markers out. */
export function sanitizeInput(html: string, context: SanitizeContext): string {
  return sanitizeHtml(html, inputOptions(context));
}

/**
 * Pass 2, after the pipeline added heading ids and note markers: the same policy, now also allowing
 * exactly those additions, so nothing else can slip in through the round trip.
 */
export function sanitizeOutput(html: string, context: SanitizeContext): string {
  const base = inputOptions(context);
  const { [EMBED_TAG]: embedAttributes, ...attributes } = base.allowedAttributes as Record<string, string[]>;
  return sanitizeHtml(html, {
    ...base,
    allowedTags: [...TEXT_TAGS, 'div', 'span'],
    allowedAttributes: {
      ...attributes,
      div: embedAttributes ?? [],
      h2: ['id'],
      h3: ['id'],
      h4: ['id'],
      h5: ['id'],
      h6: ['id'],
      span: [{ name: 'data-i18n', multiple: false, values: ['externalLink', 'externalSite'] }],
    },
    transformTags: {},
    exclusiveFilter: base.exclusiveFilter,
  });
}
