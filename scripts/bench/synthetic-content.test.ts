import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/load-content';
import { countsFor, syntheticId, writeSyntheticContent } from './synthetic-content';

const work = mkdtempSync(join(tmpdir(), 'quorvia-synthetic-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('synthetic bench content', () => {
  it('scales use cases, newsroom and jobs with the posts, with floors for small runs', () => {
    expect(countsFor(100)).toEqual({ posts: 100, useCases: 12, newsroom: 10, jobs: 8 });
    expect(countsFor(10_000)).toEqual({ posts: 10_000, useCases: 1000, newsroom: 1000, jobs: 100 });
  });

  it('gives every item its own 8-character prefix', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => syntheticId('p', i, 'same-slug').slice(0, 8));
    expect(new Set(ids).size).toBe(5000);
  });

  it('writes content the real loader accepts, with headings, an image and an embed in each body', () => {
    const dir = join(work, 'content');
    writeSyntheticContent(resolve('content'), dir, countsFor(40));
    const { content, problems } = readContent({ contentDir: dir, staging: false, publicDir: resolve('public') });
    expect(problems).toEqual([]);
    expect(content.blog).toHaveLength(40);
    expect(content.useCases).toHaveLength(12);
    expect(content.newsroom).toHaveLength(8);
    expect(content.jobs).toHaveLength(8);
    const body = content.blog[0]!.description;
    expect(body).toMatch(/<h2>/);
    expect(body).toMatch(/<img src="\/media\/blog\//);
    expect(body).toMatch(/<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\//);
    const news = JSON.parse(readFileSync(join(dir, 'posts/newsroom.json'), 'utf8')) as Array<{ description: string }>;
    expect(Buffer.from(news[0]!.description, 'base64').toString('utf8')).toMatch(/<iframe/);
  });
});
