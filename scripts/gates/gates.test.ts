/**
 * Each static gate fails, naming the file, on a copy of the real build with one planted defect.
 * That every gate passes on the real build itself is `npm test`'s step before this one
 * (scripts/gates/run-gate.ts all), not repeated here. Runs after `npm run build`.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCsp } from './check-csp';
import { checkHeaders } from './check-headers';
import { checkHtml } from './check-html';
import { checkLinks } from './check-links';
import { checkSeo } from './check-seo';
import type { GateResult } from './gate';

const DIST = resolve('dist');

function plantedCopy(plant: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'quorvia-planted-'));
  cpSync(DIST, dir, { recursive: true });
  plant(dir);
  return dir;
}

/** Plants a defect; a change that no longer finds its anchor fails here, not as a gate that passes. */
const edit = (dir: string, file: string, change: (html: string) => string) => {
  const before = readFileSync(join(dir, file), 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the planted change found nothing to change in ${file}`);
  writeFileSync(join(dir, file), after);
};

const problemsIn = (result: GateResult, file: string) => result.problems.filter((p) => p.file === file).map((p) => p.message);

beforeAll(() => {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('Build the site first (npm run build): these tests read dist/.');
});

describe('html gate', () => {
  it('fails on invalid markup and on invalid inlined CSS, and names the file', () => {
    const dir = plantedCopy((d) =>
      edit(d, 'fr.html', (h) => h.replace('<main', '<main><p><div>nested</p></div').replace('<style data-inlined-css>', '<style data-inlined-css>b{colr:red}')),
    );
    const problems = checkHtml(dir, ['fr.html', 'es.html']).problems;
    expect(problems.length).toBeGreaterThan(1);
    expect(problems.every((p) => p.file === 'fr.html')).toBe(true);
    expect(problems.some((p) => p.message.includes('“colr”'))).toBe(true);
  });
});

describe('html gate: leaked values', () => {
  it('fails on a class list that holds "undefined", naming the file', () => {
    const dir = plantedCopy((d) => edit(d, 'pt/hub.html', (h) => h.replace(/class="([^"]*_card_[^"]*)"/, 'class="$1 undefined"')));
    expect(checkHtml(dir, ['pt/hub.html', 'hub.html']).problems.filter((p) => p.file === 'pt/hub.html').map((p) => p.message)).toEqual([expect.stringMatching(/^a class list holds "undefined"/)]);
  });
});

describe('seo gate: oEmbed link', () => {
  it('fails on a page without its oEmbed alternate link', () => {
    const dir = plantedCopy((d) => edit(d, 'fr/solution.html', (h) => h.replace(/<link[^>]*application\/json\+oembed[^>]*>/, '')));
    expect(problemsIn(checkSeo(dir), 'fr/solution.html')).toEqual(['expected one oEmbed alternate link, found 0']);
  });
});

describe('links gate', () => {
  it('fails on a broken href, src, srcset and fragment, naming the file', () => {
    const dir = plantedCopy((d) =>
      edit(d, 'uk.html', (h) =>
        h.replace(
          /<main id="main"[^>]*>/,
          '$&<a href="/nowhere">x</a><img src="/media/none.webp" alt=""><img srcset="/media/home/hero-poster.webp 1x, /media/gone.webp 2x" alt=""><a href="/#no-such-id">y</a><a href="javascript:alert(1)">z</a>',
        ),
      ),
    );
    const messages = problemsIn(checkLinks(dir), 'uk.html');
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('broken link /nowhere'),
        expect.stringContaining('broken link /media/none.webp'),
        expect.stringContaining('broken link /media/gone.webp'),
        expect.stringContaining('#no-such-id'),
        expect.stringContaining('script URL'),
      ]),
    );
  });

  it('fails on a broken url() in CSS, naming the stylesheet', () => {
    let css = '';
    const dir = plantedCopy((d) => {
      css = readFileSync(join(d, 'index.html'), 'utf8').match(/href="\/(static\/app-[^"]+\.css)"/)?.[1] ?? '';
      writeFileSync(join(d, css), `${readFileSync(join(d, css), 'utf8')}.x{background:url(/media/missing.png)}`);
    });
    expect(problemsIn(checkLinks(dir), css)).toEqual(['broken url(/media/missing.png)']);
  });
});

describe('seo gate', () => {
  it('fails on a missing hreflang, naming the page and the pages whose sets now differ', () => {
    const dir = plantedCopy((d) => edit(d, 'es.html', (h) => h.replace(/<link rel="alternate" hreflang="lb"[^>]*>/, '')));
    const result = checkSeo(dir);
    expect(problemsIn(result, 'es.html')[0]).toContain('hreflang set is');
    expect(problemsIn(result, 'fr.html')).toContain('hreflang set differs on es.html (es)');
  });

  it('fails when an untranslated item page claims an hreflang set, or a set leaves out a translation', () => {
    const post = 'hub/defence-osint-symposium-paris-2025.html';
    const dir = plantedCopy((d) => {
      // The Spanish page of the post is English text: it must join no set.
      const set = readFileSync(join(d, post), 'utf8').match(/(<link rel="alternate" hreflang[^>]*>)+/)?.[0] ?? '';
      edit(d, `es/${post}`, (h) => h.replace('<link rel="canonical"', `${set}<link rel="canonical"`));
      edit(d, post, (h) => h.replace(/<link rel="alternate" hreflang="fr"[^>]*>/, ''));
    });
    const result = checkSeo(dir);
    expect(problemsIn(result, `es/${post}`)).toEqual([expect.stringContaining('only a page that is its own canonical carries an hreflang set')]);
    expect(problemsIn(result, post)).toContain('hreflang set is en, en-GB, x-default; expected en, en-GB, fr, x-default');
  });

  it('fails on JSON-LD that does not parse or lacks required properties', () => {
    const dir = plantedCopy((d) => {
      edit(d, 'pt.html', (h) => h.replace('"@type":"BreadcrumbList"', '"@type":"BreadcrumbList","oops":'));
      edit(d, 'lu.html', (h) => h.replace('"position":1', '"position":0'));
    });
    const result = checkSeo(dir);
    expect(problemsIn(result, 'pt.html')[0]).toMatch(/^JSON-LD does not parse/);
    expect(problemsIn(result, 'lu.html')).toContain('JSON-LD: item 1 has position 0; positions start at 1 and follow the order');
  });

  it('fails on a wrong canonical, a sitemap listing a noindex page, and a bad oEmbed file', () => {
    const dir = plantedCopy((d) => {
      edit(d, 'uk.html', (h) => h.replace('<link rel="canonical" href="https://www.quorvia.example/uk">', '<link rel="canonical" href="https://www.quorvia.example/uk/">'));
      edit(d, 'fr.html', (h) => h.replace('<meta name="description"', '<meta name="robots" content="noindex, nofollow"><meta name="description"'));
      writeFileSync(join(d, 'assets/posts/abcdefgh.oembed.json'), JSON.stringify({ version: '1.0', type: 'rich', html: '<p>x</p>' }));
    });
    const result = checkSeo(dir);
    expect(problemsIn(result, 'uk.html').join('\n')).toContain('ends with a slash');
    expect(problemsIn(result, 'sitemap.xml')).toContain('lists https://www.quorvia.example/fr, which is noindex');
    expect(problemsIn(result, 'assets/posts/abcdefgh.oembed.json')).toEqual(['type rich needs width', 'type rich needs height']);
  });
});

describe('seo gate: structured data and sitemap details', () => {
  const origin = 'https://www.quorvia.example';

  it('fails on an alias that lists hreflang alternates', () => {
    const dir = plantedCopy((d) => {
      const set = [...readFileSync(join(d, 'fr/industries/defense.html'), 'utf8').matchAll(/<link rel="alternate" hreflang[^>]*>/g)].map((m) => m[0]).join('');
      expect(set).toContain('hreflang="x-default"');
      edit(d, 'fr/industries/defence.html', (h) => h.replace('<link rel="canonical"', `${set}<link rel="canonical"`));
    });
    expect(problemsIn(checkSeo(dir), 'fr/industries/defence.html')).toEqual([
      `has hreflang links, but its canonical is ${origin}/fr/industries/defense: only a page that is its own canonical carries an hreflang set`,
    ]);
  });

  it("fails on a remote job marked up as a place called Remote, a made-up closing date, and a copy's url that is not its canonical", () => {
    const remote = 'careers/job/QV-ENG-0157.html';
    const noEnd = 'careers/job/QV-PRD-0031.html';
    const copy = 'lu/careers/job/QV-ENG-0142.html';
    const dir = plantedCopy((d) => {
      edit(d, remote, (h) =>
        h.replace(
          '"jobLocationType":"TELECOMMUTE","applicantLocationRequirements":{"@type":"Country","name":"Germany"}',
          '"jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Remote","addressCountry":"DE"}}',
        ),
      );
      edit(d, noEnd, (h) => h.replace('"datePosted":"2026-08-25",', '"datePosted":"2026-08-25","validThrough":"2026-12-27T23:59:59+00:00",'));
      edit(d, copy, (h) => h.replace(`"url":"${origin}/careers/job/QV-ENG-0142"`, `"url":"${origin}/lu/careers/job/QV-ENG-0142"`));
    });
    const result = checkSeo(dir);
    expect(problemsIn(result, remote)).toEqual([
      'JSON-LD: JobPosting has a place called "Remote": a remote job is jobLocationType TELECOMMUTE with applicantLocationRequirements',
      'JSON-LD: job QV-ENG-0157 is remote (city "Remote") but its JobPosting is not jobLocationType TELECOMMUTE',
    ]);
    expect(problemsIn(result, noEnd)).toEqual(['JSON-LD: JobPosting validThrough is "2026-12-27T23:59:59+00:00", but the job has no date.end: it must be absent']);
    expect(problemsIn(result, copy)).toEqual([
      'JSON-LD: JobPosting mainEntityOfPage must name the same URL as url',
      `JSON-LD: JobPosting url ${origin}/lu/careers/job/QV-ENG-0142 is not the page's canonical ${origin}/careers/job/QV-ENG-0142`,
    ]);
  });

  it("fails on a learning session page without its Event and an author url whose card is not on the page", () => {
    const post = 'hub/small-data-beats-big-data.html';
    const dir = plantedCopy((d) => {
      edit(d, 'es/hub/events/2711.html', (h) => h.replace('"@type":"Event"', '"@type":"Thing"'));
      edit(d, post, (h) => h.replace('/about/leadership#mathilde-reuland', '/about/leadership#someone-else'));
    });
    const result = checkSeo(dir);
    expect(problemsIn(result, 'es/hub/events/2711.html')).toEqual(['JSON-LD: a learning session page needs its Event JSON-LD']);
    expect(problemsIn(result, post)).toEqual([
      `JSON-LD: author Mathilde Reuland has url ${origin}/about/leadership#someone-else, but that page has no element with id "someone-else"`,
    ]);
  });

  it("fails on a sitemap whose lastmod is missing or is not the page's content date", () => {
    const dir = plantedCopy((d) =>
      edit(d, 'sitemap.xml', (x) =>
        x
          .replace(/(<loc>https:\/\/www\.quorvia\.example\/careers<\/loc>\n)\s*<lastmod>[^<]*<\/lastmod>\n/, '$1')
          .replace(/(<loc>https:\/\/www\.quorvia\.example\/hub<\/loc>\n\s*<lastmod>)[^<]*/, '$12099-01-01T00:00:00Z'),
      ),
    );
    const updated = (file: string) => /og:updated_time" content="([^"]+)"/.exec(readFileSync(join(DIST, file), 'utf8'))?.[1];
    expect(problemsIn(checkSeo(dir), 'sitemap.xml')).toEqual([
      `${origin}/careers has no lastmod; its content date is ${updated('careers.html')}`,
      `lastmod of ${origin}/hub is 2099-01-01T00:00:00Z; its content date is ${updated('hub.html')}`,
      `lastmod of ${origin}/hub is in the future: 2099-01-01T00:00:00Z`,
    ]);
  });
});

describe('seo gate: feeds', () => {
  it('fails on a malformed feed and on a feed without the required channel elements', () => {
    const dir = plantedCopy((d) => {
      edit(d, 'hub/feed.xml', (x) => x.replace('</channel>', '<item><title>x</item></channel>'));
      writeFileSync(join(d, 'extra.xml'), '<?xml version="1.0"?><rss version="2.0"><channel><title>t</title></channel></rss>');
    });
    const result = checkSeo(dir);
    expect(problemsIn(result, 'hub/feed.xml')[0]).toMatch(/^not well-formed XML/);
    expect(problemsIn(result, 'extra.xml')).toEqual(['channel needs link', 'channel needs description']);
  });
});

describe('csp gate', () => {
  // One copy of the build, each page with a fault of its own; the gate names each page with exactly its problem.
  const FAULTS: Array<[fault: string, page: string, plant: (html: string) => string, problems: string[]]> = [
    ['an unhashed inline script', 'es.html', (h) => h.replace('</body>', '<script>console.log(1)</script></body>'), ['inline script not covered by a hash: console.log(1)']],
    ['unsafe-inline', 'pt.html', (h) => h.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"), ["script-src allows 'unsafe-inline'"]],
    ["a policy without 'wasm-unsafe-eval' (the site search)", 'fr.html', (h) => h.replace(" 'wasm-unsafe-eval'", ''), ["script-src lacks 'wasm-unsafe-eval' (the site search needs it)"]],
    ['unsafe-eval', 'uk.html', (h) => h.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"), ["script-src allows 'unsafe-eval'"]],
    ['a page without a policy', 'lu.html', (h) => h.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''), ['expected one CSP meta tag, found 0']],
  ];
  let result: GateResult;
  beforeAll(() => {
    result = checkCsp(plantedCopy((d) => FAULTS.forEach(([, page, plant]) => edit(d, page, plant))));
  });

  it.each(FAULTS)('fails on %s, naming %s', (_fault, page, _plant, problems) => {
    expect(problemsIn(result, page)).toEqual(problems);
  });
});

describe('headers gate', () => {
  it('fails on each missing rule, naming _headers', () => {
    const dir = plantedCopy((d) =>
      edit(d, '_headers', (text) =>
        text
          .replace('  X-Content-Type-Options: nosniff\n', '')
          .replace('max-age=31536000, immutable', 'max-age=600')
          .replace(/\/assets\/oembed\n(  .*\n?)*/, '')
          .replace('/.well-known/security.txt\n  Content-Type: text/plain; charset=utf-8', '/.well-known/security.txt\n  Content-Type: application/octet-stream'),
      ),
    );
    const result = checkHeaders(dir);
    expect(result.problems.every((p) => p.file === '_headers')).toBe(true);
    expect(result.problems.map((p) => p.message)).toEqual([
      'hashed assets (/static/*) need a one-year immutable Cache-Control',
      'X-Content-Type-Options: nosniff is missing',
      '/assets/oembed must be frameable',
      '/.well-known/security.txt must be served as text/plain; charset=utf-8 (RFC 9116)',
    ]);
  });
});

describe('careers output', () => {
  const jobs = Object.values(JSON.parse(readFileSync(resolve(process.env.CONTENT_DIR ?? 'content', 'jobs/jobs.json'), 'utf8')) as Record<string, { referencenumber: string; date: { valid: boolean } }>);
  const prefixes = ['', 'uk/', 'fr/', 'es/', 'pt/', 'lu/'];

  it('has a page in every language, JobPosting data and a 1200x630 PNG for each valid job, and nothing for the others', () => {
    expect(jobs.some((j) => j.date.valid === true)).toBe(true);
    for (const job of jobs) {
      const id = job.referencenumber;
      const png = join(DIST, 'media/jobs', `${id}.png`);
      if (job.date.valid !== true) {
        for (const prefix of prefixes) expect(existsSync(join(DIST, `${prefix}careers/job/${id}.html`)), `${prefix}${id}`).toBe(false);
        expect(existsSync(png)).toBe(false);
        continue;
      }
      for (const prefix of prefixes) {
        const html = readFileSync(join(DIST, `${prefix}careers/job/${id}.html`), 'utf8');
        expect(html, `${prefix}${id}`).toContain('"@type":"JobPosting"');
      }
      const image = readFileSync(png);
      expect([image.readUInt32BE(16), image.readUInt32BE(20)], id).toEqual([1200, 630]);
    }
  });
});
