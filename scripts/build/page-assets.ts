import { insertEarlyInHead } from './head-insert';
import { PAGE_LOADERS, type PageLoad } from '../../src/routes/page-loaders';
import { LOCALE_MODULE_PREFIX } from '../../src/lib/i18n/namespaces';
import { tagAttribute as attr } from './tag-attribute';
import type { PageParts } from './page-parts';

/** The parts of Vite's build manifest (.vite/manifest.json) that tell which chunk needs which. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Files its CSS references (fonts, images). */
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';

/** The page module a route loads, read from its loader in page-loaders.ts, `() => import('../pages/<name>')`. */
export function pageModuleKey(id: string, loaders: Readonly<Record<string, PageLoad>> = PAGE_LOADERS): string {
  const load = loaders[id];
  if (!load) throw new Error(`route ${id} has no page loader in src/routes/page-loaders.ts`);
  // Also matches the rewritten form under test runners: __vite_ssr_dynamic_import__("/src/pages/x.tsx").
  const match = /import\w*\(\s*["'`][^"'`]*\/pages\/([\w-]+?)(?:\.tsx)?["'`]/.exec(load.toString());
  if (!match) throw new Error(`route ${id}: its loader must be written () => import('../pages/<name>') so the build can find its chunk`);
  return `src/pages/${match[1]}.tsx`;
}

export interface PageAssets {
  js: Set<string>;
  css: Set<string>;
  /** Fonts of its stylesheets: preloaded so text is set in the brand face on first paint. */
  fonts?: Set<string>;
}

/**
 * What a page needs before it is interactive: the app entry and what it imports on start other
 * than languages (React DOM's client), each with its static imports; and the styles of its own
 * page module. The page module's code is not preloaded: the page hydrates on demand
 * (src/lib/on-demand), so it loads when the visitor reaches for the page or the browser is idle.
 * Other pages' chunks load when a visitor goes there (Vite's preload helper adds their CSS then).
 */
export function pageAssets(manifest: Manifest, pageKey: string, options: { eager?: boolean } = {}): PageAssets {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error('the build manifest has no index.html entry');
  if (!manifest[pageKey]) throw new Error(`the build manifest has no chunk for ${pageKey}`);
  // The entry's own dynamic imports from node_modules are React DOM's client, loaded at start;
  // those from src/ load on demand (another page, the beta host's location banner).
  const roots = [ENTRY, ...(entry.dynamicImports ?? []).filter((key) => key.startsWith('node_modules/'))];
  const js = new Set<string>();
  const css = new Set<string>();
  const fonts = new Set<string>();
  const visit = (key: string, seen: Set<string>, code: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (code) js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const file of chunk.assets ?? []) if (file.endsWith('.woff2')) fonts.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported, seen, code);
  };
  const startup = new Set<string>();
  roots.forEach((key) => visit(key, startup, true));
  // A page that hydrates with the app (route-table `eager`) is awaited before hydration: preload it.
  visit(pageKey, new Set(startup), options.eager === true);
  return { js, css, fonts };
}

/** Language chunks: each page keeps the preload of its own (added by locale-preload.ts). */
export function localeFiles(manifest: Manifest): Set<string> {
  return new Set(Object.entries(manifest).filter(([key]) => key.startsWith(LOCALE_MODULE_PREFIX)).map(([, chunk]) => `/${chunk.file}`));
}

/** A link tag and the line break after it, so a dropped tag leaves no blank line behind. */
const LINK = /<link\b[^>]*>(\n?)/g;

/** The links finishing trims to the page's own: module preloads and the build's stylesheets. */
function trimmedKind(rel: string | undefined, href: string): 'js' | 'css' | undefined {
  if (rel === 'modulepreload') return 'js';
  if (rel === 'stylesheet' && href.startsWith('/static/')) return 'css';
  return undefined;
}

/** Whether a page keeps a link: its own modules (and its language's) and styles, and every other kind. */
export function keepsLink(rel: string | undefined, href: string, needed: PageAssets, keep: Set<string>): boolean {
  const kind = trimmedKind(rel, href);
  if (kind === 'js') return needed.js.has(href) || keep.has(href);
  if (kind === 'css') return needed.css.has(href);
  return true;
}

/**
 * vite-react-ssg preloads every page's chunks and styles on every page (it follows the route
 * table's dynamic imports). This keeps the page's own, and adds those it lacks (React DOM's client,
 * which it never announces). Only the head's links: vite-react-ssg writes its preloads there, and
 * the body's are React's image preloads (sanitize-article.ts lets no <link> into an article).
 */
export function limitPreloads(page: PageParts, needed: PageAssets, keep: Set<string>): PageParts {
  const present = new Set<string>();
  const head = page.head.replace(LINK, (tag) => {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href') ?? '';
    if (!keepsLink(rel, href, needed, keep)) return '';
    if (trimmedKind(rel, href)) present.add(href);
    return tag;
  });
  // The entry's <script src> and a font's preload are index.html's, in the head.
  const missing = [...needed.js].filter((href) => !present.has(href) && !page.head.includes(`src="${href}"`));
  const missingCss = [...needed.css].filter((href) => !present.has(href));
  const fonts = [...(needed.fonts ?? [])].filter((href) => !page.head.includes(`href="${href}"`));
  const tags = [
    ...missingCss.map((href) => `<link rel="stylesheet" href="${href}" crossorigin>`),
    ...missing.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  const withFonts = insertEarlyInHead(head, fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`));
  return { head: tags.length ? withFonts.replace('</head>', `${tags.join('')}</head>`) : withFonts, body: page.body };
}
