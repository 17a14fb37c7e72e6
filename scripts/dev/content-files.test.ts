import { describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/load-content';
import { contentFiles } from './content-files';

describe('contentFiles', () => {
  it('answers the files the build publishes from content, at their URLs', () => {
    const files = contentFiles(readContent({ contentDir: 'content', publicDir: 'public' }).content);
    expect(JSON.parse(files.get('/assets/posts/blog.json')!.body)).toBeInstanceOf(Array);
    expect(files.get('/assets/lists/hub.en.json')?.type).toBe('application/json; charset=utf-8');
    expect(files.get('/hub/feed.xml')?.type).toBe('application/xml; charset=utf-8');
    const share = [...files.keys()].find((url) => url.startsWith('/share/') && url.endsWith('/'));
    expect(share && files.get(share)?.body).toContain('<html');
  });
});
