import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropLoaderData } from './drop-loader-data';

const root = mkdtempSync(join(tmpdir(), 'drop-loader-data-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('dropLoaderData', () => {
  it("removes vite-react-ssg's data files and manifest and nothing else", () => {
    const dist = join(root, 'ssg');
    mkdirSync(join(dist, 'static-loader-data', 'fr'), { recursive: true });
    mkdirSync(join(dist, 'assets', 'posts'), { recursive: true });
    writeFileSync(join(dist, 'static-loader-data', 'hub.h.json'), '{"0-3":{"cards":[]}}');
    writeFileSync(join(dist, 'static-loader-data', 'fr', 'hub.h.json'), '{"1-3":{}}');
    writeFileSync(join(dist, 'static-loader-data-manifest-h.json'), '{}');
    writeFileSync(join(dist, 'hub.html'), '<html></html>');
    writeFileSync(join(dist, 'assets', 'posts', 'a.json'), '{}');
    expect(dropLoaderData(dist)).toBe(3);
    expect(existsSync(join(dist, 'static-loader-data'))).toBe(false);
    expect(readdirSync(dist).sort()).toEqual(['assets', 'hub.html']);
    expect(existsSync(join(dist, 'assets', 'posts', 'a.json'))).toBe(true);
  });

  it('counts nothing when the page workers wrote none', () => {
    const dist = join(root, 'workers');
    mkdirSync(dist);
    writeFileSync(join(dist, 'hub.html'), '<html></html>');
    expect(dropLoaderData(dist)).toBe(0);
    expect(readdirSync(dist)).toEqual(['hub.html']);
  });
});
