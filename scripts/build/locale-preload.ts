import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let manifest: Record<string, { file: string }> | null = null;

function chunkOf(outDir: string, moduleId: string): string {
  manifest ??= JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[moduleId];
  if (!entry) throw new Error(`No chunk for ${moduleId} in the build manifest`);
  return entry.file;
}

/**
 * The page's translations (`virtual:locale/<key>-<namespace>` modules: the shell's and its own)
 * are needed before hydration; announcing them in the HTML lets the browser fetch them alongside
 * the app instead of after it.
 */
export function addLocalePreload(outDir: string, localeModules: readonly string[], html: string): string {
  const tags = localeModules.map((id) => `<link rel="modulepreload" crossorigin href="/${chunkOf(outDir, id)}">`);
  return html.replace('</head>', `${tags.join('')}</head>`);
}
