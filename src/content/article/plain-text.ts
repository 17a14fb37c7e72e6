const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of an HTML fragment: tags removed, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        // Out-of-range numbers (&#xFFFFFFFF;) would make fromCodePoint throw: keep them as written.
        return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cuts text to `limit` characters: over the limit it keeps at most limit-3 and adds "..." (spec
 * 000 section 5), ending at a word boundary so no word is cut in half. A single word longer than
 * half the room is cut where it must be.
 */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const room = limit - 3;
  let head = chars.slice(0, room).join('');
  // The next character ends a word already (a space or punctuation): no need to step back.
  if (/[\p{L}\p{N}]/u.test(chars[room] ?? '')) {
    const lastSpace = head.search(/\s\S*$/);
    if (lastSpace > room / 2) head = head.slice(0, lastSpace);
  }
  return `${head.trimEnd().replace(/[\s,;:\u2013\u2014-]+$/, '')}...`;
}
