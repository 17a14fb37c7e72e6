import { describe, expect, it } from 'vitest';
import { parseRedirects } from '../lib/host-rules';
import { MAX_ROUTE_RULES, planFile, workerRoutes, type FilePlan } from './pack-plan';

const redirects = parseRedirects('/en      /         301\n/en/*    /:splat   301\n');

describe('Cloudflare pack plan', () => {
  it('leaves out what a redirect shadows: the /en stubs, the English home stub included', () => {
    for (const file of ['en.html', 'en/hub.html', 'en/hub/page/2.html', 'en/hub/some-post.html']) expect(planFile(file, redirects), file).toBe('skip');
    expect(planFile('enterprise.html', redirects)).toBe('carry');
  });

  it('packs the small per-item files and carries the lists and everything else', () => {
    const cases: Array<[string, FilePlan]> = [
      ['share/hub/some-post/index.html', 'pack'],
      ['assets/posts/some-post.json', 'pack'],
      ['assets/posts/some-pos.oembed.json', 'pack'],
      ['assets/posts/fr/some-pos.oembed.json', 'pack'],
      ['assets/pages/fr/hub.oembed.json', 'pack'],
      ['careers/job/og/QV-ENG-0142.json', 'pack'],
      ['assets/posts/blog.json', 'carry'],
      ['assets/posts/usecases.json', 'carry'],
      ['assets/posts/newsroom.json', 'carry'],
      ['assets/posts/staging.json', 'carry'],
      ['assets/lists/hub.en.json', 'carry'],
      ['hub/some-post.html', 'carry'],
      ['fr/hub/page/2.html', 'carry'],
      ['static/index-AbCd1234.js', 'carry'],
      ['404.html', 'carry'],
      ['_headers', 'carry'],
    ];
    for (const [file, plan] of cases) expect(planFile(file, redirects), file).toBe(plan);
  });

  it('routes the worker to the packed folders only, and keeps the lists in them off it', () => {
    const plans = new Map<string, FilePlan>([
      ['share/hub/a/index.html', 'pack'],
      ['assets/posts/a.json', 'pack'],
      ['assets/posts/blog.json', 'carry'],
      ['assets/posts/newsroom.json', 'carry'],
      ['hub/a.html', 'carry'],
      ['en/hub/a.html', 'skip'],
    ]);
    expect(workerRoutes(plans)).toEqual({ version: 1, include: ['/assets/posts/*', '/share/*'], exclude: ['/assets/posts/blog.json', '/assets/posts/newsroom.json'] });
  });

  it("fails, naming the files, when the exclusions would pass Cloudflare's 100 rules", () => {
    const plans = new Map<string, FilePlan>([['assets/posts/a.json', 'pack']]);
    for (let i = 0; i < MAX_ROUTE_RULES; i += 1) plans.set(`assets/posts/big-${i}.xml`, 'carry');
    expect(() => workerRoutes(plans)).toThrow(/_routes\.json would need 101 rules .*\/assets\/posts\/big-0\.xml/);
  });
});
