/** One run of an excerpt: plain text, or a matched word Pagefind marked. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt is HTML: escaped page text with <mark> around the matched words. It is turned
 * into text runs that React renders as text, so nothing but the marks can reach the page: any
 * other tag is dropped and entities become characters (which React escapes again).
 */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const token of html.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(token)) mark = true;
    else if (/^<\/mark>$/i.test(token)) mark = false;
    else {
      const text = decode(token.replace(/<[^>]*>?/g, ''));
      if (text) parts.push({ text, mark });
    }
  }
  return parts;
}
