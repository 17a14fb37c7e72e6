import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localesPlugin } from './scripts/vite/locales-plugin';
import { contentPlugin } from './scripts/vite/content-plugin';
import { generatedPdfPlugin } from './scripts/vite/generated-pdf-plugin';
import { carbonReductionPlan } from './scripts/build/environment-pdf';
import { securityOverview } from './scripts/build/trust-pdf';
import { brandVaultPlugin } from './scripts/vite/brand-vault-plugin';
import { imagesPlugin } from './scripts/vite/images-plugin';
import { clientHelmetPlugin } from './scripts/vite/client-helmet-plugin';
import { chunkStatsPlugin } from './scripts/vite/chunk-stats-plugin';
import { devServerPlugin } from './scripts/vite/dev-server-plugin';
import { resolveContentDir } from './src/content/load-content';
import { site } from './src/config/site';
import { siteEnv } from './src/config/site-env';
import { LOCALES } from './src/lib/i18n/locales';
import { HASHED_ASSETS_DIR } from './scripts/build/constants';
import { finishRenderedPage } from './scripts/build/prerender/page-rendered';
import { buildWorkers, pageLoop, serverOutDirPlugin } from './scripts/build/prerender/page-loop';
import { NAMESPACES } from './src/lib/i18n/namespaces';
import { incrementalPlugin } from './scripts/vite/incremental-plugin';
import { firstLoadGroup } from './scripts/vite/first-load-chunk';
import { LOCALE_OVERRIDES } from './scripts/lib/locale-files';

// The one reading of SITE_ENV: a build is production unless told otherwise; a misspelt value stops it here.
const siteEnvironment = siteEnv();
const staging = siteEnvironment === 'staging';
/** Override sets (uk) are laid over English, as the locale table says. */
const overrides = LOCALE_OVERRIDES;
const outDir = resolve(process.env.OUT_DIR ?? 'dist');
// `npm run build` writes into a temporary folder beside the one it replaces (scripts/build/run/).
const targetDir = resolve(process.env.BUILD_TARGET_DIR ?? outDir);
// LOCALES_DIR, like CONTENT_DIR, lets a test build from edited copies (scripts/i18n-check.ts reads it too).
const localesDir = resolve(process.env.LOCALES_DIR ?? 'locales');
const buildYear = new Date().getFullYear();

const locales = localesPlugin({ localesDir, overrides });
// vite-react-ssg writes the bundles; the pages are rendered in worker threads (BUILD_WORKERS).
const workers = buildWorkers();
const pages = pageLoop({
  workers,
  compareDir: process.env.PAGE_LOOP_COMPARE_DIR || undefined,
  root: resolve('.'),
  outDir,
  targetDir,
  contentDir: resolveContentDir(),
  localeUrl: locales.api.localeUrl,
  translationHash: locales.api.fileHash,
  localeKeys: LOCALES.map((l) => l.key),
  namespaces: NAMESPACES,
});

export default defineConfig({
  plugins: [
    react(),
    // A rebuild renders only the pages whose inputs changed (scripts/build/incremental/).
    incrementalPlugin({ root: resolve('.'), outDir, targetDir, contentDir: resolveContentDir(), localesDir, env: process.env, workers, year: buildYear }),
    serverOutDirPlugin(),
    chunkStatsPlugin(),
    {
      // use-page-head.ts imports the tag builder for the prerender only; in the browser bundle the
      // unused import would stay (Rolldown cannot tell the module is pure) and pull its chunk in.
      name: 'quorvia:pure-head-tags',
      transform: (code, id) => (id.endsWith('/src/lib/head/page-head-input.ts') ? { code, moduleSideEffects: false } : null),
    },
    clientHelmetPlugin(),
    locales,
    contentPlugin({ contentDir: resolveContentDir(), staging, publicDir: resolve('public') }),
    imagesPlugin({ content: { contentDir: resolveContentDir(), staging, publicDir: resolve('public') }, outDir, cacheDir: resolve(process.env.IMAGE_CACHE_DIR ?? '.cache/images') }),
    generatedPdfPlugin(carbonReductionPlan, { localesDir, overrides }),
    generatedPdfPlugin(securityOverview, { localesDir, overrides }),
    brandVaultPlugin({ contentDir: resolveContentDir(), staging, publicDir: resolve('public'), localesDir }),
    devServerPlugin({ contentDir: resolveContentDir(), staging, publicDir: resolve('public'), localesDir }),
  ],
  define: {
    __SITE_ORIGIN__: JSON.stringify(site.origin),
    __SITE_ENV__: JSON.stringify(siteEnvironment),
    __BUILD_YEAR__: JSON.stringify(buildYear),
  },
  build: {
    // OUT_DIR lets tests build fixture content without touching dist/.
    outDir: outDir,
    // Vite empties only an outDir inside the project by itself; a rebuild into an OUT_DIR elsewhere
    // kept the previous build's manifest beside the new one.
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP ? 'hidden' : false,
    assetsDir: HASHED_ASSETS_DIR,
    // Every browser the site supports knows modulepreload; the polyfill was first-load script for none.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Rolldown's report of slow plugin callbacks is a dozen lines of advice in every build, and
      // varies with the machine's load; `npm run bench` is where the build's time is measured.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // The head's tag builder has a chunk of its own: only a client-side navigation needs it.
          groups: [
            firstLoadGroup(),
            { name: 'head-tags', test: /\/src\/lib\/head\/page-head-input\.ts$/, includeDependenciesRecursively: false },
            // Left alone, every icon is a chunk of 150-600 bytes: a page then fetches 20-30 of them,
            // and each costs a request and a link the preload helper adds to the head.
            { name: 'icons', test: /\/node_modules\/lucide-react\//, includeDependenciesRecursively: false },
            // The shell's on-demand parts (src/lib/on-demand) and what only they use: every page
            // fetches all of them when idle, so one chunk costs no byte more than ten small ones
            // and starts one request instead of ten (each a link the preload helper adds to the head).
            {
              name: 'shell-parts',
              test: /\/src\/(features\/shell\/(header\/(header-nav|mega-panel|mobile-menu|nav-post-link|category-icon|use-mega-menu)|footer\/site-footer|banners\/announcement-banner|language-switcher)\.tsx?|lib\/scroll-lock\.ts|content\/nav-post-text\.ts)$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    // Budgets are checked on dist/ by scripts; Vite's own warning adds nothing.
    chunkSizeWarningLimit: 1024,
  },
  ssgOptions: {
    // A module script runs after the document is parsed; `async` let it start before the inline
    // hash and hydration-data scripts at the end of <body> existed (a page came up empty now and then).
    script: 'sync',
    dirStyle: 'flat',
    formatting: 'none',
    // /en/... pages are plain redirect stubs written by scripts/build/postbuild.ts.
    // The page loop keeps the paths for its workers and hands vite-react-ssg none.
    includedRoutes: (paths) => pages.take(paths.filter((p) => p !== '/en' && !p.startsWith('/en/'))),
    // unhead writes each page's head; vite-react-ssg only knows its own <Head>. The workers call the same.
    onPageRendered: (route, html, appCtx) => finishRenderedPage(route, html, appCtx, locales.api.localeUrl),
    onFinished: (dir) => pages.render(dir),
  },
});
