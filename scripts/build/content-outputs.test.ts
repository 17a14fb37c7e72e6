import { describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/load-content';
import { contentOutputs } from './content-outputs';

describe('contentOutputs: the full JSON lists', () => {
  const content = readContent({ contentDir: 'content', publicDir: 'public' }).content;
  const lists = (fullLists: boolean) => contentOutputs(content, { fullLists }).filter((f) => f.fileName.startsWith('assets/lists/')).map((f) => f.fileName);

  it('are left out of a production build: the lists sort and filter on their search index', () => {
    expect(lists(false)).toEqual([]);
    expect(contentOutputs(content, { fullLists: false }).some((f) => f.fileName === 'hub/feed.xml')).toBe(true);
  });
  it('are written for the staging overlay (and the dev server): one per list and text language', () => {
    expect(lists(true).sort()).toEqual(['en', 'es', 'fr', 'lu', 'pt'].flatMap((l) => [`assets/lists/hub.${l}.json`, `assets/lists/newsroom.${l}.json`]).sort());
  });
});
