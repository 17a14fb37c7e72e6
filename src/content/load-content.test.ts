import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from './content-error';
import { readContent } from './load-content';
import { sampleJob, samplePerson as person, samplePost as post } from '../../scripts/schemas/sample-entries';

/** A throwaway copy of content/ where one file can be broken per test. */
function fixture(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'quorvia-content-'));
  cpSync(resolve('content'), dir, { recursive: true });
  edit(dir);
  return dir;
}

const write = (dir: string, file: string, data: unknown) => {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
};

/**
 * Problems of the blog file only: tests that replace posts/blog.json leave the sample use cases
 * linking to posts that are gone, which the link check rightly reports too.
 */
const blogProblems = (dir: string) => readContent({ contentDir: dir }).problems.filter((p) => p.file === 'posts/blog.json');

describe('content layer', () => {
  it('loads the shipped sample content without problems', () => {
    const { problems, content, warnings } = readContent({ contentDir: 'content' });
    expect(problems).toEqual([]);
    expect(content.blog.length).toBeGreaterThanOrEqual(12);
    expect(content.useCases).toHaveLength(12);
    expect(content.jobs).toHaveLength(6);
    expect(content.partners).toHaveLength(16);
    expect(content.newsroom).toHaveLength(8);
    expect(content.pressPhotos.map((p) => p.id)).toEqual(['mathilde-reuland', 'dariusz-olech']);
    // The sample draft validates clean; only the jobs marked not valid are skipped with a warning.
    expect(warnings.map(formatProblem)).toEqual([
      'jobs/jobs.json at ["QV-OPS-0011"]: date.valid is not true; job skipped (it will not appear on the site)',
      'jobs/jobs.json at ["QV-STR-0004"]: date.valid is not true; job skipped (it will not appear on the site)',
    ]);
  });

  it('builds drafts on staging and development only, and never publishes their text in production', () => {
    const production = readContent({ contentDir: 'content', drafts: false });
    const development = readContent({ contentDir: 'content', drafts: true });
    expect(production.content.blog.map((p) => p.id)).not.toContain('hackathon-lessons');
    expect(development.content.blog.map((p) => p.id)).toContain('hackathon-lessons');
    expect(production.content.raw['posts/blog.json']).not.toContain('hackathon');
    expect(development.content.raw['posts/blog.json']).toContain('hackathon');
    expect(production.problems).toEqual([]);
  });

  it('fails a published item that links to a draft where drafts are not built', () => {
    const dir = fixture((d) => write(d, 'posts/blog.json', [{ ...post, description: '<p><a href="/hub/p2">next</a></p>' }, { ...post, id: 'p2', draft: true }]));
    const production = readContent({ contentDir: dir, drafts: false }).problems.filter((p) => p.file === 'posts/blog.json');
    expect(production.map(formatProblem)).toEqual([
      'posts/blog.json at [0].description: link "/hub/p2": the blog post "p2" is a draft, which the live site leaves out; link to it once it is published',
    ]);
    expect(readContent({ contentDir: dir, drafts: true }).problems.filter((p) => p.file === 'posts/blog.json')).toEqual([]);
  });

  it('loads all seven legal documents and names a broken one by file and path', () => {
    expect(readContent({ contentDir: 'content' }).content.legal.map((d) => d.id)).toEqual(['eula', 'cookies', 'privacy', 'dpa', 'anticorruption', 'product-privacy', 'product-tos']);
    const dir = fixture((d) => {
      write(d, 'legal/dpa.json', { title: 'DPA', summary: 'x', effective: 'soon', updated: null, sections: [{ id: 'a', heading: 'A', blocks: [{ list: [] }] }] });
      write(d, 'legal/eula.json', '{ "title": ');
    });
    const problems = readContent({ contentDir: dir }).problems.map((p) => `${p.file} ${p.path}`);
    expect(problems).toContain('legal/eula.json ');
    expect(problems).toContain('legal/dpa.json effective');
    expect(problems).toContain('legal/dpa.json sections[0].blocks[0].list');
  });

  it('checks the press list of the brand area: photo names and files, and keeps it unpublished', () => {
    const dir = fixture((d) => write(d, 'brand/press-photos.json', [person, { ...person, id: 'bo', downloads: [{ file: 'Bo Photo.JPG' }] }]));
    const { problems, content } = readContent({ contentDir: dir });
    expect(problems.map((p) => `${p.file} ${p.path}`)).toEqual(['brand/press-photos.json [1].downloads[0].file', 'brand/press-photos.json [0].downloads[0].file']);
    expect(problems[1]?.message).toBe('photo ana.jpg does not exist (expected the file content/brand/press/ana.jpg)');
    expect(Object.keys(content.raw)).not.toContain('brand/press-photos.json');
  });

  it('names file, JSON path and problem for a bad field', () => {
    const dir = fixture((d) => write(d, 'posts/blog.json', [post, { ...post, id: 'p2', date: 'last Tuesday' }]));
    const problems = blogProblems(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'posts/blog.json', path: '[1].date' });
    expect(formatProblem(problems[0]!)).toBe(
      'posts/blog.json at [1].date: must be a date written like 2025-03-14 (got "last Tuesday")',
    );
  });

  it('reports a missing required field as missing', () => {
    const dir = fixture((d) => write(d, 'posts/blog.json', [{ ...post, title: undefined }]));
    const problems = blogProblems(dir);
    expect(problems.map(formatProblem)).toEqual(['posts/blog.json at [0].title: is required but missing']);
  });

  it('says what type a field needs when it has the wrong one', () => {
    const dir = fixture((d) => write(d, 'posts/blog.json', [{ ...post, categories: 'research' }]));
    const problems = blogProblems(dir);
    expect(problems.map(formatProblem)).toEqual(['posts/blog.json at [0].categories: categories must be a list of topics, e.g. ["research"]']);
  });

  it('points at the line and column of invalid JSON: a trailing comma at the comma', () => {
    const dir = fixture((d) => write(d, 'data/partners.json', '[\n  {"name": "A",\n  }\n]'));
    const { problems } = readContent({ contentDir: dir });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe('data/partners.json');
    expect(problems[0]?.message).toBe('not valid JSON: trailing comma: remove the , after the last entry (line 2, column 15)');
  });

  it('reads a file with a byte order mark, with a warning', () => {
    const dir = fixture((d) => writeFileSync(join(d, 'posts/blog.json'), `\uFEFF${JSON.stringify([post])}`));
    const { problems, warnings, content } = readContent({ contentDir: dir });
    // The other files' links to the posts this fixture removed are not this test's concern.
    expect(problems.filter((p) => p.file === 'posts/blog.json')).toEqual([]);
    expect(content.blog.map((p) => p.id)).toEqual(['p1']);
    expect(warnings).toContainEqual({ file: 'posts/blog.json', path: '', message: expect.stringMatching(/byte order mark/) });
  });

  it('skips an entry without id with a warning instead of failing', () => {
    const dir = fixture((d) => write(d, 'posts/blog.json', [post, { title: 'No id', excerpt: 'x', date: '2025-01-01' }]));
    const { problems, warnings, content } = readContent({ contentDir: dir });
    expect(problems.filter((p) => p.file === 'posts/blog.json')).toEqual([]);
    expect(content.blog.map((p) => p.id)).toEqual(['p1']);
    expect(warnings.map(formatProblem)).toContain('posts/blog.json at [1]: entry has no id; skipped');
  });

  it('leaves out the reading-time warnings when asked (page workers), but not the others', () => {
    const dir = fixture((d) => write(d, 'posts/blog.json', [{ ...post, readingtime: 40 }, { title: 'No id', excerpt: 'x', date: '2025-01-01' }]));
    const all = readContent({ contentDir: dir }).warnings.map(formatProblem);
    expect(all.some((w) => w.includes('readingtime'))).toBe(true);
    const lean = readContent({ contentDir: dir, readingTimeWarnings: false }).warnings.map(formatProblem);
    expect(lean).toEqual(all.filter((w) => !w.includes('readingtime')));
    expect(lean).toContain('posts/blog.json at [1]: entry has no id; skipped');
  });

  it('skips jobs whose date.valid is not true, even when other fields are broken', () => {
    const dir = fixture((d) =>
      write(d, 'jobs/jobs.json', {
        'QV-1': { referencenumber: 'QV-1', title: 'Draft', date: { valid: false } },
      }),
    );
    const { problems, warnings, content } = readContent({ contentDir: dir });
    expect(problems).toEqual([]);
    expect(content.jobs).toEqual([]);
    expect(warnings.map(formatProblem)).toContain(
      'jobs/jobs.json at ["QV-1"]: date.valid is not true; job skipped (it will not appear on the site)',
    );
  });

  it('reports the exact key of a broken valid job and an unknown team code', () => {
    const job = { ...sampleJob, team_code: 'xyz' };
    const dir = fixture((d) => write(d, 'jobs/jobs.json', { 'QV-2': job }));
    const { problems } = readContent({ contentDir: dir });
    expect(problems.map((p) => `${p.file} ${p.path}`)).toEqual(['jobs/jobs.json ["QV-2"].team_code']);
    expect(problems[0]?.message).toContain('team_code "xyz" is not one of eng, prd');
  });

  it('rejects duplicate ids and ids that cannot be URLs', () => {
    const dir = fixture((d) => write(d, 'posts/blog.json', [post, { ...post }, { ...post, id: 'has space' }]));
    const messages = readContent({ contentDir: dir }).problems.map(formatProblem);
    expect(messages).toContain('posts/blog.json at [1]: id "p1" is used twice; ids must be unique');
    expect(messages.some((m) => m.startsWith('posts/blog.json at [2].id: id may only use letters'))).toBe(true);
  });

  it('reports a local image that does not exist', () => {
    const dir = fixture((d) => write(d, 'posts/blog.json', [{ ...post, image: '/media/blog/missing.webp' }]));
    const messages = blogProblems(dir).map(formatProblem);
    expect(messages).toEqual([
      'posts/blog.json at [0].image: image /media/blog/missing.webp does not exist (expected the file public/media/blog/missing.webp)',
    ]);
  });

  it('applies the staging overlay only on staging builds', () => {
    const dir = fixture((d) => {
      write(d, 'posts/blog.json', [post]);
      write(d, 'posts/staging.json', [{ ...post, title: 'Revised', source: 'staging' }]);
    });
    expect(readContent({ contentDir: dir, staging: false }).content.blog[0]?.title).toBe('A post');
    const staged = readContent({ contentDir: dir, staging: true }).content;
    expect(staged.blog[0]).toMatchObject({ title: 'Revised', categories: ['research', 'PREVIEW'] });
    expect(Object.keys(staged.raw)).toContain('posts/staging.json');
    expect(Object.keys(readContent({ contentDir: dir, staging: false }).content.raw)).not.toContain('posts/staging.json');
  });
});
