import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileWriter, writeFiles } from './write-files';

const root = mkdtempSync(join(tmpdir(), 'write-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('writeFiles', () => {
  it('writes every file, making nested folders shared by many files', async () => {
    const files = Array.from({ length: 200 }, (_, i) => ({ fileName: `share/hub/p${i % 7}/deep/f${i}.html`, source: `page ${i}` }));
    files.push({ fileName: 'assets/posts/a.json', source: new TextEncoder().encode('{"a":1}') } as never);
    await writeFiles(join(root, 'out'), files);
    for (const { fileName } of files.slice(0, 200)) expect(readFileSync(join(root, 'out', fileName), 'utf8')).toBe(`page ${fileName.match(/f(\d+)/)![1]}`);
    expect(readFileSync(join(root, 'out', 'assets/posts/a.json'), 'utf8')).toBe('{"a":1}');
    expect(readdirSync(join(root, 'out', 'share', 'hub')).sort()).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('fails when a file cannot be written', async () => {
    await writeFiles(join(root, 'clash'), [{ fileName: 'x', source: 'file' }]);
    await expect(writeFiles(join(root, 'clash'), [{ fileName: 'x/y.json', source: '{}' }])).rejects.toThrow();
  });

  it('writes nothing for no files', async () => {
    await expect(writeFiles(join(root, 'none'), [])).resolves.toBeUndefined();
  });
});

describe('fileWriter', () => {
  it('keeps at most the allowed writes in flight and has written everything when done', async () => {
    const writer = fileWriter(join(root, 'stream'), 2);
    for (let i = 0; i < 20; i++) await writer.write(`p/${i}.html`, `page ${i}`);
    await writer.done();
    expect(readdirSync(join(root, 'stream', 'p'))).toHaveLength(20);
    expect(readFileSync(join(root, 'stream', 'p', '19.html'), 'utf8')).toBe('page 19');
  });

  it('reports a failed write at the next write or at the end, not never', async () => {
    const writer = fileWriter(join(root, 'stream-clash'), 1);
    await writer.write('x', 'file');
    await writer.write('x/y.html', 'under a file');
    const next = writer.write('z.html', 'after the failure').then(() => writer.done());
    await expect(next).rejects.toThrow();
  });
});
