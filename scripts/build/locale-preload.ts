import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitLocale } from '../../src/lib/i18n/localize-path';

let chunks: Map<string, string> | null = null;

function localeChunks(outDir: string): Map<string, string> {
  if (!chunks) {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    chunks = new Map(
      Object.entries(manifest)
        .filter(([key]) => key.startsWith('virtual:locale/'))
        .map(([key, entry]) => [key.slice('virtual:locale/'.length), entry.file]),
    );
  }
  return chunks;
}

/**
 * The page's language chunk is needed before hydration; announcing it in the HTML lets the
 * browser fetch it alongside the app instead of after it.
 */
export function addLocalePreload(outDir: string, routePath: string, html: string): string {
  const file = localeChunks(outDir).get(splitLocale(routePath).locale.key);
  if (!file) throw new Error(`No language chunk found for ${routePath}`);
  const tag = `<link rel="modulepreload" crossorigin href="/${file}">`;
  return html.replace('</head>', `${tag}</head>`);
}
