/**
 * Incremental build gate: after one post's title and one translation key are edited,
 * an incremental build of the real content writes the same site as a full build of the edited
 * content, file for file, while re-rendering only a few of its pages. A planted gap (translations
 * left out of the fingerprints) shows the comparison catches a page that should have been
 * re-rendered. The full build of the edited content pins vite-react-ssg's random hash to the one
 * the incremental build kept (BUILD_SSG_HASH); the brand vault's files are the one part left out:
 * a new salt and new IVs every build (scripts/build/brand-vault.ts), so its pages are re-rendered
 * every time and differ between any two builds.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareDirs } from '../build/prerender/compare-dirs';
import { cacheSlot } from '../build/incremental/page-cache';
import { buildSite } from './run-node';
import { editOldestPostTitle } from '../lib/edit-oldest-post';
import { readPageHydration } from '../../src/lib/routing/page-hydration';

const root = mkdtempSync(join(tmpdir(), 'quorvia-incremental-'));
const inputs = { CONTENT_DIR: join(root, 'content'), LOCALES_DIR: join(root, 'locales'), BUILD_WORKERS: '2' };
const incremental = join(root, 'incremental');
const planted = join(root, 'planted');
const full = join(root, 'full');
afterAll(() => {
  for (const dir of [incremental, planted, full]) cacheSlot(resolve('.'), dir).forget();
  rmSync(root, { recursive: true, force: true });
});

const VAULT = /^(download\/brand\/|([a-z]{2}\/)?brand\/(assets|guidelines)\.html$)/;

function rerendered(log: string): { rendered: number; total: number } {
  const match = /\[incremental\] incremental: (\d+) of (\d+) pages re-rendered/.exec(log);
  if (!match) throw new Error(`the build was not incremental:\n${log.slice(-3000)}`);
  return { rendered: Number(match[1]), total: Number(match[2]) };
}

/** What the content plugin linked over from the previous build instead of writing (content-reuse.ts). */
function contentFiles(log: string): { written: number; moved: number } {
  const match = /\[incremental\] content files: (\d+) written, (\d+) unchanged linked/.exec(log);
  if (!match) throw new Error(`the content files were not compared with the previous build's:\n${log.slice(-3000)}`);
  return { written: Number(match[1]), moved: Number(match[2]) };
}

/** The edited post's new last-change date: its page's sitemap entry must carry it (lastmod). */
const EDITED_ON = '2026-11-20';

function editInputs(): { post: string } {
  const post = editOldestPostTitle(inputs.CONTENT_DIR);
  const blogFile = join(inputs.CONTENT_DIR, 'posts', 'blog.json');
  const posts = JSON.parse(readFileSync(blogFile, 'utf8')) as Array<{ id: string; updated_at?: string }>;
  posts.find((p) => p.id === post)!.updated_at = EDITED_ON;
  writeFileSync(blogFile, JSON.stringify(posts, null, 2));
  const careersFile = join(inputs.LOCALES_DIR, 'fr', 'careers.json');
  const careers = JSON.parse(readFileSync(careersFile, 'utf8')) as { meta: { title: string } };
  careers.meta.title = `${careers.meta.title} (modifié)`;
  writeFileSync(careersFile, JSON.stringify(careers, null, 2));
  return { post };
}

function ssgHash(dir: string): string {
  const hash = readPageHydration(readFileSync(join(dir, 'index.html'), 'utf8'))?.buildHash;
  if (!hash) throw new Error(`${dir}/index.html names no build hash`);
  return hash;
}

describe('incremental build', () => {
  it('re-renders only the pages an edit reaches, and writes what a full build writes', { timeout: 1_800_000 }, () => {
    cpSync('content', inputs.CONTENT_DIR, { recursive: true });
    cpSync('locales', inputs.LOCALES_DIR, { recursive: true });
    buildSite({ ...inputs, OUT_DIR: incremental, BUILD_INCREMENTAL: '0' });
    // A second folder with the same previous build, for the planted gap below.
    cpSync(incremental, planted, { recursive: true });
    mkdirSync(cacheSlot(resolve('.'), planted).dir, { recursive: true });
    cpSync(join(cacheSlot(resolve('.'), incremental).dir, 'state.json'), join(cacheSlot(resolve('.'), planted).dir, 'state.json'));

    const { post } = editInputs();
    const log = buildSite({ ...inputs, OUT_DIR: incremental });
    console.log(/\[incremental\] re-rendered: .*/.exec(log)?.[0]);
    const run = rerendered(log);
    const content = contentFiles(log);
    const plantedRun = rerendered(buildSite({ ...inputs, OUT_DIR: planted, BUILD_INCREMENTAL_PLANT: 'translations' }));
    buildSite({ ...inputs, OUT_DIR: full, BUILD_INCREMENTAL: '0', BUILD_SSG_HASH: ssgHash(incremental) });

    const result = compareDirs(incremental, full, (file) => VAULT.test(file));
    console.log(`[incremental gate] ${run.rendered} of ${run.total} pages re-rendered after editing post ${post} and fr/careers meta.title; ${result.compared} files compared`);
    expect({ ...result, compared: result.compared > 1000 }).toEqual({ onlyInA: [], onlyInB: [], different: [], compared: true });
    // The post's page in six languages, the pages that list or link it, the French pages that use
    // careers.json and the twelve brand vault pages: well under a fifth of the site.
    expect(run.rendered).toBeGreaterThan(12);
    expect(run.rendered).toBeLessThan(run.total / 5);
    // The edited post's files and the lists holding it are written; the other items' are linked.
    console.log(`[incremental gate] content files: ${content.written} written, ${content.moved} linked from the previous build`);
    expect(content.written).toBeGreaterThan(0);
    expect(content.moved).toBeGreaterThan(content.written);

    // The sitemap is written from cached entries for reused pages and fresh ones for the rest: the
    // edited post's entry has its new date, and the comparison above shows the rest match a full build.
    const sitemap = readFileSync(join(incremental, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>https://www.quorvia.example/hub/${post}</loc>\n    <lastmod>${EDITED_ON}</lastmod>`);

    // With translations left out of the fingerprints, the French careers pages keep the old title.
    const gap = compareDirs(planted, full, (file) => VAULT.test(file));
    console.log(`[incremental gate] planted gap: ${plantedRun.rendered} pages re-rendered, ${gap.different.length} files differ from the full build`);
    expect(plantedRun.rendered).toBeLessThan(run.rendered);
    expect(gap.different).toContain('fr/careers.html');
  });
});
