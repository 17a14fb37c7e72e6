/**
 * What a content or translation edit does to the client bundle: the shell's latest posts and the
 * translations' version are baked into chunks, so their hashed names change and every page's
 * preload and script tags with them. When the chunks are otherwise the same (same modules, same
 * imports, same stylesheets), a page whose own inputs did not change differs from its previous
 * build only by those names, and patch-reused.ts renames them instead of rendering the page.
 */
import type { Manifest } from '../page-assets';

export type Renames = Map<string, string>;

/** Old name to new, or why the previous pages cannot be reused at all (a full build). */
export function assetRenames(
  previous: { manifest: Manifest; localeUrls: Record<string, string> },
  current: { manifest: Manifest; localeUrls: Record<string, string> },
): { renames: Renames } | { reason: string } {
  const renames: Renames = new Map();
  const keys = Object.keys(current.manifest).sort();
  if (JSON.stringify(keys) !== JSON.stringify(Object.keys(previous.manifest).sort())) return { reason: 'the client bundle has other modules' };
  for (const key of keys) {
    const { file: before, ...was } = previous.manifest[key]!;
    const { file: after, ...now } = current.manifest[key]!;
    // Stylesheets are inlined into pages and fonts named in them: another name means other bytes.
    if (JSON.stringify(was) !== JSON.stringify(now)) return { reason: `the client bundle's ${key} imports or styles changed` };
    if (before === after) continue;
    if (!after.endsWith('.js')) return { reason: `the client bundle's ${key} changed` };
    renames.set(before, after);
  }
  const localeKeys = Object.keys(current.localeUrls).sort();
  if (JSON.stringify(localeKeys) !== JSON.stringify(Object.keys(previous.localeUrls).sort())) return { reason: 'the translation files are others' };
  for (const key of localeKeys) {
    const before = previous.localeUrls[key]!;
    const after = current.localeUrls[key]!;
    if (before !== after) renames.set(before, after);
  }
  return { renames };
}
