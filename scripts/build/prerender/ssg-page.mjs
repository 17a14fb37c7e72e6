/**
 * vite-react-ssg 0.9.2's steps for one page (dist/shared/vite-react-ssg.Ctg3mDmH.mjs: the body of
 * build()'s page loop, RemixAdapter.render, collectAssets, renderHTML, renderPreloadLinks,
 * SsrModuleTracker), copied because the package exports only build() and the loop must run in
 * worker threads (page-loop.ts). Kept to the options this site uses: the remix router type,
 * `script: 'sync'`, `formatting: 'none'`, `dirStyle: 'flat'`, no style collector, no
 * onBeforePageRender, no beasties (not installed). jsdom is light-dom.mjs and react-dom/server
 * is react-dom-server.mjs, as the module hook gives vite-react-ssg. The byte-for-byte comparison
 * with vite-react-ssg's own loop (parallel-render.test.ts) fails if an upgrade changes a step.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { jsx } from 'react/jsx-runtime';
import { HelmetProvider } from 'react-helmet-async';
import { Writable } from 'node:stream';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom/server.js';
import * as ReactDomServer from './react-dom-server.mjs';
import { JSDOM } from './light-dom.mjs';

export const SCRIPT_COMMENT_PLACEHOLDER = '/* SCRIPT_COMMENT_PLACEHOLDER */';
const TRACK_MODULE_GLOBAL = '__VITE_REACT_SSG_TRACK_SSR_MODULE__';
const DYNAMIC_IMPORT_REGEX = /import\("([^)]+)"\)/g;

function joinUrlSegments(a, b) {
  if (!a || !b) return a || b || '';
  if (a[a.length - 1] === '/') a = a.substring(0, a.length - 1);
  if (b[0] !== '/') b = `/${b}`;
  return a + b;
}
const removeLeadingSlash = (str) => (str[0] === '/' ? str.slice(1) : str);
const withTrailingSlash = (path) => (path[path.length - 1] !== '/' ? `${path}/` : path);

/** The server bundle reports each module it runs to this global; the tracker files them per page. */
export class SsrModuleTracker {
  moduleIds = new AsyncLocalStorage();
  install() {
    globalThis[TRACK_MODULE_GLOBAL] = (id) => this.moduleIds.getStore()?.add(id);
  }
  uninstall() {
    delete globalThis[TRACK_MODULE_GLOBAL];
  }
  async track(render) {
    const moduleIds = new Set();
    const result = await this.moduleIds.run(moduleIds, render);
    return { moduleIds, result };
  }
}

function collectModules(manifest, entry, mods = new Set()) {
  if (!entry || mods.has(entry)) return mods;
  mods.add(entry);
  const item = manifest[entry];
  for (const next of [...(item?.imports ?? []), ...(item?.dynamicImports ?? [])]) if (!next.endsWith('.html')) collectModules(manifest, next, mods);
  return mods;
}

/**
 * vite-react-ssg matches the route table again here; the static handler's matches for the page
 * are the same routes (each data route a copy of its route), and matching the table costs a
 * third of the page's route matching. A resolved lazy route no longer carries its lazy(), whose
 * source vite-react-ssg reads for import() calls; this site's lazy() functions have none (they
 * call their page's load()), which the page-loop gate's comparison with vite-react-ssg's own loop holds to.
 */
function collectAssets({ matches, base, serverManifest, manifest, ssrManifest, renderedModuleIds }) {
  const routeEntries = matches?.map((item) => item.route.entry).filter(Boolean) ?? [];
  const dynamicImports = new Set();
  matches?.forEach((item) => {
    let lazyStr = '';
    if (item.route.lazy) lazyStr += item.route.lazy.toString();
    if (typeof item.route.Component?._payload?._result === 'function') lazyStr += item.route.Component._payload._result.toString();
    for (const m of lazyStr.matchAll(DYNAMIC_IMPORT_REGEX)) dynamicImports.add(m[1].split('/').at(-1) ?? '');
  });
  const entries = new Set();
  renderedModuleIds?.forEach((e) => entries.add(e));
  routeEntries.forEach((e) => entries.add(e));
  // Read only for a lazy() with import() calls, which this site's routes have none of.
  const manifestEntries = dynamicImports.size ? Object.entries(serverManifest) : [];
  dynamicImports.forEach((name) => {
    const result = manifestEntries.find(([, value]) => value.file.endsWith(name));
    if (result) entries.add(result[0]);
  });
  // Pages of a kind run the same modules: their assets, in the same order, are listed once.
  const key = [...entries].join('\n');
  let assets = assetLists.get(key);
  if (assets) return assets;
  const modules = new Set();
  for (const entry of entries) collectModules(manifest, entry, modules);
  assets = new Set();
  for (const id of modules) {
    const item = manifest[id];
    if (item) for (const file of [item.file, ...(item.css ?? []), ...(item.assets ?? [])]) assets.add(joinUrlSegments(base, file));
    for (const file of ssrManifest[id] || []) assets.add(file);
  }
  if (assetLists.size < 1024) assetLists.set(key, assets);
  return assets;
}

/** By the page's entries; one worker builds one site, with one manifest and base. */
const assetLists = new Map();

function appendLink(document, attrs, keepsLink) {
  if (keepsLink && !keepsLink(attrs.rel, attrs.href)) return;
  if (document.head.querySelector(`link[href='${attrs.href}']`)) return;
  const link = document.createElement('link');
  for (const key of Object.keys(attrs)) link.setAttribute(key, attrs[key]);
  document.head.appendChild(link);
}

function renderPreloadLinks(document, assets, keepsLink) {
  const seen = new Set();
  for (const file of assets) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) appendLink(document, { rel: 'modulepreload', crossOrigin: '', href: file }, keepsLink);
    else if (file.endsWith('.css')) appendLink(document, { rel: 'stylesheet', href: file, crossOrigin: '' }, keepsLink);
    else if (/\.(?:woff2?|ttf)$/.test(file)) appendLink(document, { rel: 'preload', as: 'font', type: 'font/woff2', href: file, crossOrigin: '' }, keepsLink);
    else if (/\.(?:png|jpe?g|webp|gif|ico|svg)$/.test(file)) appendLink(document, { rel: 'preload', as: 'image', href: file, crossOrigin: '' }, keepsLink);
  }
}

/**
 * React writes the page as UTF-8 chunks of 4 KB and less; they are decoded once, at the end,
 * into one flat string (vite-react-ssg decodes each and appends it, a rope of thousands of
 * pieces that every later search of the page had to flatten first).
 */
class WritableAsPromise extends Writable {
  chunks = [];
  constructor() {
    super();
    this.promise = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }
  _write(chunk, _enc, next) {
    this.chunks.push(chunk);
    next();
  }
  _destroy(error, next) {
    if (error instanceof Error) this.reject(error);
    else next();
  }
  end() {
    this.resolve(Buffer.concat(this.chunks).toString());
    return this.destroy();
  }
}

function renderStaticApp(app) {
  const writable = new WritableAsPromise();
  const { pipe } = ReactDomServer.renderToPipeableStream(app, {
    onError: (error) => writable.destroy(error),
    onAllReady: () => pipe(writable),
  });
  return writable.promise;
}

function extractHelmet(context) {
  const { helmet } = context;
  let title = helmet.title.toString();
  if (title.split('>')[1] === '</title') title = '';
  return {
    htmlAttributes: helmet.htmlAttributes.toString(),
    bodyAttributes: helmet.bodyAttributes.toString(),
    metaAttributes: [title, helmet.meta.toString(), helmet.link.toString(), helmet.script.toString()].filter(Boolean),
  };
}

export function pageUrl(base, path) {
  const url = new URL(`${withTrailingSlash(base)}${removeLeadingSlash(path)}`, 'http://vite-react-ssg.com');
  url.search = '';
  url.hash = '';
  url.pathname = `${withTrailingSlash(base)}${removeLeadingSlash(path)}`;
  return url;
}

/**
 * The route table a page needs matched: react-router flattens and ranks the whole table on every
 * match, and compiles a pattern for each branch it tries (3.7 ms a page over the six languages'
 * 250 routes, more than the page's loaders). Kept are the routes that can hold the path (their
 * static segments are the path's, so far as they go), each with the id the full table gives it,
 * its position; the others cannot match, so the winning match and its ranking among those that
 * can are the full table's. Splats and optional segments are left for react-router to decide.
 */
const trimmedTables = new WeakMap();

export function routesForPath(routes, path) {
  // react-router matches the decoded path; an encoded one keeps the whole table.
  if (path.includes('%')) return routes;
  const segments = path.toLowerCase().split('/').filter(Boolean);
  let table = trimmedTables.get(routes);
  if (!table) trimmedTables.set(routes, (table = { outline: outlineOf(routes, [], []), byKey: new Map() }));
  const kept = new Set();
  const walk = (outline) => {
    for (const route of outline) {
      // A leaf (an index route too) matches the whole path, a parent a start of it.
      if (!canHold(route.pattern, segments, route.children.length === 0)) continue;
      kept.add(route.id);
      walk(route.children);
    }
  };
  walk(table.outline);
  const key = [...kept].join(' ');
  let trimmed = table.byKey.get(key);
  if (!trimmed) table.byKey.set(key, (trimmed = keptRoutes(routes, [], kept)));
  return trimmed;
}

/** Each route's id and whole pattern (its parents' segments and its own, in lower case), once per table. */
function outlineOf(routes, pattern, treePath) {
  return routes.map((route, index) => {
    const at = [...treePath, index];
    const own = [...pattern, ...(route.path ?? '').toLowerCase().split('/').filter(Boolean)];
    return { id: idOf(route, at), pattern: own, children: route.children ? outlineOf(route.children, own, at) : [] };
  });
}

/** react-router's id for a route without one: its position in the tree. */
const idOf = (route, at) => (typeof route.id === 'string' ? route.id : at.join('-'));

function canHold(pattern, segments, whole) {
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i];
    if (part === '*' || part.endsWith('?')) return true;
    if (i >= segments.length) return false;
    if (!part.startsWith(':') && part !== segments[i]) return false;
  }
  return !whole || pattern.length === segments.length;
}

function keptRoutes(list, treePath, kept) {
  const out = [];
  list.forEach((route, index) => {
    const at = [...treePath, index];
    const id = idOf(route, at);
    if (!kept.has(id)) return;
    out.push(route.children ? { ...route, id, children: keptRoutes(route.children, at, kept) } : { ...route, id });
  });
  return out;
}

async function queryPage(appCtx, path) {
  const { base, routes } = appCtx;
  // A handler per page, as vite-react-ssg builds it: a kept one remembers that a lazy route had no
  // loader and adds it to the next page's data as null, so the pages would differ from its loop's.
  const { dataRoutes, query } = createStaticHandler([...routesForPath(routes, `/${removeLeadingSlash(path)}`)], { basename: base });
  const routerContext = await query(new Request(pageUrl(base, path).href));
  if (routerContext instanceof Response) throw routerContext;
  return { dataRoutes, routerContext };
}

/**
 * The table the render matches the page against: only the branch the static handler matched,
 * each route keeping its id. React Router's render matches the whole table again (2 of a worker's
 * 64 s at 1,000 posts, and 0.5 s more copying it into data routes); the branch that won among all
 * routes is the one a table of that branch alone gives. With no matches (a 404 before any route),
 * the table stays whole.
 */
export function matchedBranch(dataRoutes, matches) {
  if (!matches?.length) return dataRoutes;
  let branch;
  for (let i = matches.length - 1; i >= 0; i -= 1) branch = { ...matches[i].route, children: branch ? [branch] : undefined };
  return [branch];
}

async function renderApp(appCtx, path) {
  const { routerOptions } = appCtx;
  const helmetContext = {};
  const { dataRoutes, routerContext } = await queryPage(appCtx, path);
  const router = createStaticRouter(matchedBranch(dataRoutes, routerContext.matches), routerContext, { future: routerOptions.future });
  const app = jsx(HelmetProvider, { context: helmetContext, children: jsx(StaticRouterProvider, { router, context: routerContext }) });
  const appHTML = await renderStaticApp(app);
  return { appHTML, ...extractHelmet(helmetContext), routerContext };
}

function renderHTML({ rootContainerId, indexHTML, appHTML, metaAttributes, bodyAttributes, htmlAttributes }) {
  let html = indexHTML.replace('<head>', `<head>${metaAttributes.join('')}`);
  html = html.replace('<body', `<body ${bodyAttributes}`);
  html = html.replace('<html', `<html ${htmlAttributes}`);
  const container = `<div id="${rootContainerId}"></div>`;
  if (!html.includes(container)) throw new Error(`ssg-page: index.html has no ${container}`);
  return html.replace(container, `<div id="${rootContainerId}" data-server-rendered="true">${appHTML}</div>\n<script>${SCRIPT_COMMENT_PLACEHOLDER}</script>`);
}

/**
 * One page as vite-react-ssg writes it: its HTML (before onPageRendered) and its loader data, or
 * undefined when no route on the page has a loader.
 */
/**
 * Stands for the app's markup in the page while the page loop's workers have unhead and the
 * translation preloads rewrite the rest (render-worker.ts): they copied and scanned the whole page
 * (up to 200 KB in memory) five times over for a head of a few KB.
 */
export const APP_MARKER = '<!--ssg-app-markup-->';
// Markup the string replacement in renderHTML would change ($$, $&, $` and $' are patterns there),
// or in which unhead or the hash script's replacement would find their mark first: such a page is
// made whole, as vite-react-ssg makes it.
const wholeOnly = (appHTML) => /\$[$&`']/.test(appHTML) || ['</body>', APP_MARKER, SCRIPT_COMMENT_PLACEHOLDER].some((mark) => appHTML.includes(mark));

/** The page with its app's markup in place of APP_MARKER. */
export function withApp(page, appHTML) {
  const at = page.indexOf(APP_MARKER);
  if (at < 0 || page.indexOf(APP_MARKER, at + APP_MARKER.length) >= 0) throw new Error('ssg-page: the page lost its app marker or has two');
  return page.slice(0, at) + appHTML + page.slice(at + APP_MARKER.length);
}

export async function renderPage({ createRoot, path, indexHTML, rootContainerId, tracker, manifests, keepsLink, appApart = false }) {
  const appCtx = await createRoot(false, path);
  const { base, triggerOnSSRAppRendered, app, routerType } = appCtx;
  if (app || routerType !== 'remix') throw new Error(`ssg-page: router type ${routerType} is not handled`);
  // This loop renders one page at a time, so shell parts the same on every page of a language
  // can be rendered once (src/lib/on-demand/server-part-cache.ts); vite-react-ssg's, the page-loop
  // gate's reference, renders every part on every page.
  appCtx.serverParts?.enable();
  const { moduleIds, result } = await tracker.track(() => renderApp(appCtx, path));
  appCtx.serverParts?.remember(result.appHTML);
  const assets = collectAssets({ matches: result.routerContext?.matches, base, ...manifests, renderedModuleIds: moduleIds });
  const loaderData = result.routerContext?.loaderData;
  await triggerOnSSRAppRendered?.(path, result.appHTML, appCtx);
  const apart = appApart && !wholeOnly(result.appHTML);
  const dom = new JSDOM(renderHTML({ rootContainerId, indexHTML, ...result, appHTML: apart ? APP_MARKER : result.appHTML }));
  // The page loop's workers leave out the links finishing would drop (page-assets.ts), before
  // unhead reads and writes every tag of the head again.
  renderPreloadLinks(dom.window.document, assets, keepsLink);
  return {
    appCtx,
    html: dom.serialize(),
    appHTML: apart ? result.appHTML : undefined,
    loaderData: ownLoaderData(loaderData),
    errors: result.routerContext?.errors ?? null,
    matches: result.routerContext?.matches ?? [],
  };
}

export const ownLoaderData = (loaderData) => (loaderData && Object.keys(loaderData).length > 0 ? loaderData : undefined);

/**
 * A page's route data without rendering it (the incremental build's fingerprint): the same
 * static handler query renderPage runs first.
 */
export async function loadPageData({ createRoot, path }) {
  const appCtx = await createRoot(false, path);
  const { routerContext } = await queryPage(appCtx, path);
  return { appCtx, loaderData: ownLoaderData(routerContext.loaderData), errors: routerContext.errors ?? null, matches: routerContext.matches ?? [] };
}

/**
 * vite-react-ssg lists the paths by calling every route's lazy() before its loop, so the page
 * modules are loaded outside the module tracker; a worker starts from the same state.
 */
export async function loadLazyRoutes(routes) {
  for (let route of routes) {
    if (route.lazy) {
      const lazyData = await route.lazy();
      if (lazyData) route = { ...route, ...lazyData };
    }
    if (Array.isArray(route.children)) await loadLazyRoutes(route.children);
  }
}
