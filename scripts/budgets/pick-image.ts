/**
 * Which file a phone downloads for an image: the budgets weigh that one, not the `src` a desktop
 * without srcset support would take. The rules follow the HTML standard's selection closely enough
 * for the site's own markup: the first <source> whose media matches and whose type the phone
 * decodes (AVIF and WebP), then the `sizes` entry whose media matches, then the narrowest candidate
 * at least as wide as the slot times the density (else the widest).
 */
export const PHONE = { width: 390, dpr: 2 } as const;

const DECODED = new Set(['image/avif', 'image/webp', 'image/jpeg', 'image/png', 'image/svg+xml', 'image/gif']);

/** `(min-width: 768px)`, `(max-width: 767px)` and their `and` combinations; anything else does not match. */
export function mediaMatches(media: string | undefined, viewport: number): boolean {
  if (!media || !media.trim()) return true;
  const parts = media.split(/\s+and\s+/i);
  return parts.every((part) => {
    const match = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/i.exec(part.trim());
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1]?.toLowerCase() === 'min' ? viewport >= limit : viewport <= limit;
  });
}

/** A length of `sizes` in CSS px: `384px`, `50vw`, `calc(100vw - 32px)`. */
export function lengthPx(value: string, viewport: number): number {
  const text = value.trim().replace(/^calc\((.*)\)$/i, '$1');
  let total = 0;
  for (const term of text.matchAll(/([+-])?\s*(\d+(?:\.\d+)?)(px|vw)/gi)) {
    const amount = Number(term[2]) * (term[3]?.toLowerCase() === 'vw' ? viewport / 100 : 1);
    total += term[1] === '-' ? -amount : amount;
  }
  return total;
}

/** The slot width `sizes` gives at this viewport; no `sizes` means 100vw. */
export function slotWidth(sizes: string | undefined, viewport: number): number {
  if (!sizes) return viewport;
  for (const entry of sizes.split(/,(?![^(]*\))/)) {
    const match = /^\s*(\(.*\))\s+(\S.*)$/.exec(entry);
    if (!match) return lengthPx(entry, viewport);
    if (mediaMatches(match[1], viewport)) return lengthPx(match[2] ?? '', viewport);
  }
  return viewport;
}

export interface Candidate {
  url: string;
  width: number;
}

export function parseSrcSet(srcset: string): Candidate[] {
  return srcset
    .split(/,\s+/)
    .map((entry) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(entry))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ url: match[1] ?? '', width: Number(match[2]) }));
}

export interface Chosen {
  url: string;
  /** Width of the chosen file in pixels; null for an image without width descriptors. */
  width: number | null;
  /** CSS px the slot takes at the phone's width. */
  slot: number;
}

export interface ImageMarkup {
  sources: Array<Record<string, string | undefined>>;
  img: Record<string, string | undefined>;
}

/** The file a 390 px phone at DPR 2 fetches for an <img>, inside a <picture> or not. */
export function pickImage({ sources, img }: ImageMarkup, phone: { width: number; dpr: number } = PHONE): Chosen | null {
  const source = sources.find((s) => mediaMatches(s.media, phone.width) && (!s.type || DECODED.has(s.type)) && s.srcset);
  const srcset = source?.srcset ?? img.srcset;
  const sizes = source ? source.sizes : img.sizes;
  const slot = slotWidth(sizes, phone.width);
  const candidates = srcset ? parseSrcSet(srcset).sort((a, b) => a.width - b.width) : [];
  if (candidates.length === 0) return img.src ? { url: img.src, width: null, slot } : null;
  const need = slot * phone.dpr;
  const chosen = candidates.find((c) => c.width >= need) ?? candidates[candidates.length - 1]!;
  return { ...chosen, slot };
}
