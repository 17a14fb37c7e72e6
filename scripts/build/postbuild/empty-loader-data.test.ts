import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropEmptyLoaderData } from './empty-loader-data';

const dist = mkdtempSync(join(tmpdir(), 'empty-loader-data-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('dropEmptyLoaderData', () => {
  it('removes `{}` data files and their manifest entries, keeping the rest in order', () => {
    mkdirSync(join(dist, 'static-loader-data', 'fr'), { recursive: true });
    writeFileSync(join(dist, 'static-loader-data', 'solution.h.json'), '{}');
    writeFileSync(join(dist, 'static-loader-data', 'hub.h.json'), '{"0-3":{"cards":[]}}');
    writeFileSync(join(dist, 'static-loader-data', 'fr', 'hub.h.json'), '{"1-3":{}}');
    writeFileSync(
      join(dist, 'static-loader-data-manifest-h.json'),
      JSON.stringify({ '/solution': 'static-loader-data/solution.h.json', '/hub': 'static-loader-data/hub.h.json', '/fr/hub': 'static-loader-data/fr/hub.h.json' }),
    );
    expect(dropEmptyLoaderData(dist)).toEqual({ dropped: 1, kept: 2 });
    expect(existsSync(join(dist, 'static-loader-data', 'solution.h.json'))).toBe(false);
    expect(readFileSync(join(dist, 'static-loader-data-manifest-h.json'), 'utf8')).toBe('{"/hub":"static-loader-data/hub.h.json","/fr/hub":"static-loader-data/fr/hub.h.json"}');
  });
});
