import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../src/content/content-error';
import { readContent } from '../src/content/load-content';
import { expect, test, waitForAppHydration } from '../e2e/fixtures';
import { devRun } from './dev-env';

const run = devRun();
const blogFile = join(run.contentDir, 'posts/blog.json');

type Post = { id?: string; title: string; date: string };
const newest = (posts: Post[]) => posts.filter((p) => p.id).sort((a, b) => b.date.localeCompare(a.date))[0]!;

test('serves / and /fr/hub within 30 s of starting from an empty cache', async ({ request }) => {
  for (const path of ['/', '/fr/hub']) {
    const response = await request.get(path, { headers: { accept: 'text/html' }, timeout: 60_000 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('data-server-rendered="true"');
  }
  // Counted from when the config started `npm run dev`, worker start-up included: an upper bound.
  const seconds = (Date.now() - run.startedAt) / 1000;
  console.log(`[dev] / and /fr/hub answered ${seconds.toFixed(1)} s after npm run dev was started`);
  expect(seconds).toBeLessThan(30);
});

test('pages of every kind render and hydrate in English and French without console errors', async ({ page, consoleErrors }) => {
  const posts = JSON.parse(readFileSync(blogFile, 'utf8')) as Post[];
  const jobs = JSON.parse(readFileSync(join(run.contentDir, 'jobs/jobs.json'), 'utf8')) as Record<string, { date: { valid?: boolean } }>;
  const job = Object.keys(jobs).find((id) => jobs[id]?.date.valid === true);
  for (const path of ['/', '/fr/hub', `/lu/hub/${newest(posts).id}`, `/careers/job/${job}`, '/brand/newsroom/page/2', '/fr/about/leadership', '/fr/no-such-page']) {
    await page.goto(path);
    await waitForAppHydration(page);
    await expect(page.locator('h1').first(), path).not.toBeEmpty();
  }
  // /en/... is English without the prefix, as the build's stubs say.
  await page.goto('/en/hub');
  await expect(page).toHaveURL(/\/hub$/);
  expect(consoleErrors).toEqual([]);
});

test('a content edit shows in the open page; a broken file shows the problem page until it is fixed', async ({ page, context }) => {
  const original = readFileSync(blogFile, 'utf8');
  const posts = JSON.parse(original) as Post[];
  const post = newest(posts);
  const card = page.locator(`main article[data-card="${post.id}"]`).first();
  try {
    await page.goto('/hub');
    await waitForAppHydration(page);
    await expect(card).toContainText(post.title);

    // An edit: the open page follows without a reload by the test.
    const edited = `Edited in the dev server ${Date.now()}`;
    post.title = edited;
    const editedAt = Date.now();
    writeFileSync(blogFile, JSON.stringify(posts, null, 2));
    await expect(card).toContainText(edited);
    console.log(`[dev] the edited title showed ${((Date.now() - editedAt) / 1000).toFixed(1)} s after the file was written`);
    await waitForAppHydration(page);

    // A broken value: the problem page says what the build would say (file, JSON path, message),
    // with the lines of the file around the value, and nothing of the build's machinery.
    (post as { title: unknown }).title = 42;
    writeFileSync(blogFile, JSON.stringify(posts, null, 2));
    const problem = readContent({ contentDir: run.contentDir, publicDir: 'public' }).problems[0]!;
    expect(problem).toMatchObject({ file: 'posts/blog.json', path: `[${posts.indexOf(post)}].title` });
    const overlay = page.locator('[data-editor-error]');
    await expect(overlay.locator('.message')).toContainText(formatProblem(problem));
    await expect(overlay.locator('.file')).toContainText('posts/blog.json:');
    await expect(overlay.locator('.frame')).toContainText('"title": 42');
    await expect(overlay).not.toContainText('vite.config');
    // A page opened meanwhile shows the same page instead of failing to render.
    const other = await context.newPage();
    await other.goto('/fr/hub');
    await expect(other.locator('[data-editor-error] .message')).toContainText(formatProblem(problem));

    // Fixed: both pages come back by themselves.
    post.title = edited;
    writeFileSync(blogFile, JSON.stringify(posts, null, 2));
    await expect(overlay).toHaveCount(0);
    await expect(card).toContainText(edited);
    await waitForAppHydration(page);
    await expect(other.locator('[data-editor-error]')).toHaveCount(0);
    await expect(other.locator(`main article[data-card="${post.id}"]`).first()).toBeVisible();
  } finally {
    writeFileSync(blogFile, original);
  }
});
