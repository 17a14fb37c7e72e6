import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentHash, reuseContentFiles, type ContentFile } from './content-reuse';

const root = mkdtempSync(join(tmpdir(), 'content-reuse-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, files: readonly ContentFile[]): string {
  const dir = join(root, name);
  for (const { fileName, source } of files) {
    mkdirSync(dirname(join(dir, fileName)), { recursive: true });
    writeFileSync(join(dir, fileName), source);
  }
  return dir;
}

const hashesOf = (files: readonly ContentFile[]) => Object.fromEntries(files.map((f) => [f.fileName, contentHash(f.source)]));

describe('content files of an incremental build', () => {
  const before: ContentFile[] = [
    { fileName: 'assets/posts/blog.json', source: '[{"id":"a","title":"Old"}]' },
    { fileName: 'assets/posts/a1b2c3d4.oembed.json', source: '{"title":"Kept"}' },
    { fileName: 'careers/job/og/7.png', source: new Uint8Array([137, 80, 78, 71]) },
    { fileName: 'share/hub/a/index.html', source: '<title>Kept</title>' },
  ];

  it('links the unchanged ones from the previous build, which stays whole, and leaves the rest to be written', () => {
    const previousDir = folder('previous', before);
    const outDir = join(root, 'out');
    const now: ContentFile[] = [
      { fileName: 'assets/posts/blog.json', source: '[{"id":"a","title":"New"}]' },
      ...before.slice(1),
      { fileName: 'assets/posts/e5f6a7b8.oembed.json', source: '{"title":"Added"}' },
    ];
    const result = reuseContentFiles(outDir, now, { dir: previousDir, hashes: hashesOf(before) });

    expect(result.moved).toBe(3);
    expect(readFileSync(join(outDir, 'assets/posts/a1b2c3d4.oembed.json'), 'utf8')).toBe('{"title":"Kept"}');
    expect([...readFileSync(join(outDir, 'careers/job/og/7.png'))]).toEqual([137, 80, 78, 71]);
    expect(readFileSync(join(previousDir, 'assets/posts/a1b2c3d4.oembed.json'), 'utf8')).toBe('{"title":"Kept"}');
    expect(readFileSync(join(outDir, 'share/hub/a/index.html'), 'utf8')).toBe('<title>Kept</title>');
    // Changed and new files are written.
    expect(result.toWrite.map((f) => f.fileName)).toEqual(['assets/posts/blog.json', 'assets/posts/e5f6a7b8.oembed.json']);
    expect(result.hashes).toEqual(hashesOf(now));
  });

  it('writes a file whose previous copy is missing, and everything in a full build', () => {
    const previousDir = folder('previous-gone', before.slice(0, 1));
    const kept = before.slice(1, 2);
    expect(reuseContentFiles(join(root, 'out-2'), kept, { dir: previousDir, hashes: hashesOf(before) }).toWrite).toEqual(kept);
    expect(reuseContentFiles(join(root, 'out-3'), before, undefined)).toMatchObject({ toWrite: before, moved: 0 });
  });
});
