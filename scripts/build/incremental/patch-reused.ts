/**
 * Renames hashed file names (asset-renames.ts) in a file kept from the previous build. A name
 * inside an inline script or style would change that element's bytes, and with them the page's
 * CSP hashes, which only the postbuild computes: such a file is not patched, its page is rendered.
 */
import type { Renames } from './asset-renames';

const INLINE = /<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/gi;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The file with every old name replaced by the new one, or null when that is not safe. */
export function patchReused(text: string, renames: Renames, kind: 'html' | 'data'): string | null {
  if (renames.size === 0) return text;
  const names = new RegExp([...renames.keys()].sort((a, b) => b.length - a.length).map(escape).join('|'), 'g');
  const hits = [...text.matchAll(names)].map((m) => m.index);
  if (hits.length === 0) return text;
  // A JSON file beside the page (its oEmbed file) names what the page's data names, and that
  // data is in the page's inline hydration script: the page is rendered instead.
  if (kind === 'data') return null;
  const inline = [...text.matchAll(INLINE)].map((m) => [m.index + m[0].indexOf('>') + 1, m.index + m[0].length] as const);
  if (hits.some((at) => inline.some(([start, end]) => at >= start && at < end))) return null;
  return text.replace(names, (name) => renames.get(name)!);
}
