/**
 * Links written inside plain text, as `[words](/site/path)`: legal documents (content/legal) and
 * page copy (locales) name other pages this way, so the words become a link in every language.
 * Only site paths are links; the site adds the language prefix when it renders them.
 */
export type TextPart = { text: string } | { text: string; to: string };

const LINK = /\[([^\]\n]+)\]\((\/[^\s)]*)\)/g;

/** The text cut into plain parts and link parts, in order. */
export function inlineLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1]!, to: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The site paths a text links to. */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) => match[2]!);
}

/** The text as it reads, without the link markup (meta descriptions, checks on wording). */
export function plainText(text: string): string {
  return text.replace(LINK, '$1');
}
