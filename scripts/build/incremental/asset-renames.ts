/**
 * What a content or translation edit does to the client bundle: the shell's latest posts and the
 * translations' version are baked into chunks, so their hashed names change and every page's
 * preload and script tags with them. When the chunks are otherwise the same (same modules, same
 * imports, same stylesheets), a page whose own inputs did not change differs from its previous
 * build only by those names, and patch-reused.ts renames them instead of rendering the page.
 */
import type { Manifest, ManifestChunk } from '../page-assets';

export type Renames = Map<string, string>;

/**
 * Rolldown keys the chunks it makes up (shared code, stylesheets) by their file name, hash
 * included (`_article-card-BMCd5Zmb.js`); without the hash the key names the same chunk in two builds.
 */
const CHUNK_HASH = /-[\w-]{8}(\.(?:js|css))$/;
const stableKey = (key: string) => (key.startsWith('_') ? key.replace(CHUNK_HASH, '$1') : key);

/** Each chunk by its stable key: its file, and everything else about it with stable keys. */
function byStableKey(manifest: Manifest): Map<string, { file: string; shape: string }> | null {
  const chunks = new Map<string, { file: string; shape: string }>();
  for (const [key, chunk] of Object.entries(manifest)) {
    // Vite's manifest also has src, name, isEntry, which page-assets.ts does not need.
    const { file, ...rest } = chunk as ManifestChunk & { src?: string };
    const id = stableKey(key);
    // Two chunks of one name: which is which cannot be told apart by name.
    if (chunks.has(id)) return null;
    const shape = { ...rest, ...(typeof rest.src === 'string' ? { src: stableKey(rest.src) } : {}), imports: rest.imports?.map(stableKey), dynamicImports: rest.dynamicImports?.map(stableKey) };
    chunks.set(id, { file, shape: JSON.stringify(shape) });
  }
  return chunks;
}

/** Old name to new, or why the previous pages cannot be reused at all (a full build). */
export function assetRenames(
  previous: { manifest: Manifest; localeUrls: Record<string, string> },
  current: { manifest: Manifest; localeUrls: Record<string, string> },
): { renames: Renames } | { reason: string } {
  const renames: Renames = new Map();
  const was = byStableKey(previous.manifest);
  const now = byStableKey(current.manifest);
  if (!was || !now) return { reason: 'the client bundle has two chunks of one name' };
  const keys = [...now.keys()].sort();
  if (JSON.stringify(keys) !== JSON.stringify([...was.keys()].sort())) return { reason: 'the client bundle has other modules' };
  for (const key of keys) {
    const before = was.get(key)!;
    const after = now.get(key)!;
    // Stylesheets are inlined into pages and fonts named in them: another name means other bytes.
    if (before.shape !== after.shape) return { reason: `the client bundle's ${key} imports or styles changed` };
    if (before.file === after.file) continue;
    if (!after.file.endsWith('.js')) return { reason: `the client bundle's ${key} changed` };
    renames.set(before.file, after.file);
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
