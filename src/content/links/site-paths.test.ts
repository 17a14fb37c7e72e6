import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSitePath, type SiteIndex } from './site-paths';

const index: SiteIndex = {
  ids: {
    blog: new Set(['small-data', 'opsec']),
    useCases: new Set(['crisis-monitoring']),
    newsroom: new Set(['london-office']),
    jobs: new Set(['QV-ENG-0142']),
    hubPages: new Set(['2']),
    newsroomPages: new Set(),
  },
  drafts: { blog: new Set(['hackathon']) },
  publicDir: resolve('public'),
};

const reason = (path: string) => {
  const resolved = resolveSitePath(path, index);
  return resolved.ok ? null : resolved.reason;
};

describe('resolveSitePath', () => {
  it('accepts fixed pages, items and later list pages in every language prefix', () => {
    for (const path of ['/', '/solution/monitor', '/hub/small-data', '/fr/hub/small-data', '/lu/use-cases/crisis-monitoring', '/uk/careers/job/QV-ENG-0142', '/hub/page/2', '/es/brand/newsroom/london-office', '/industries/defence', '/hub/events/2711', '/hub/feed.xml']) {
      expect(reason(path), path).toBeNull();
    }
  });

  it('names the item list and a near miss for an unknown id', () => {
    expect(reason('/hub/smal-data')).toBe('there is no blog post "smal-data". Did you mean /hub/small-data?');
    expect(reason('/pt/careers/job/QV-ENG-9999')).toBe('there is no job "QV-ENG-9999".');
    expect(reason('/hub/page/3')).toBe('there is no hub page number "3". Did you mean /hub/page/2?');
  });

  it('tells a draft from a missing item, a prefix the site does not have, /en and missing files', () => {
    expect(reason('/hub/hackathon')).toContain('is a draft');
    expect(reason('/de/hub/small-data')).toMatch(/^no page of the site has this address/);
    expect(reason('/en/hub')).toBe('English pages have no /en prefix: write /hub');
    expect(reason('/media/nope.pdf')).toBe('there is no file /media/nope.pdf under public/');
    expect(reason('/soluton')).toBe('no page of the site has this address. Did you mean /solution?');
  });
});
