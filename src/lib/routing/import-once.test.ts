import { afterEach, describe, expect, it, vi } from 'vitest';
import { importOnce } from './import-once';

const TRACK = '__VITE_REACT_SSG_TRACK_SSR_MODULE__';
const scope = globalThis as Record<string, unknown>;
afterEach(() => {
  delete scope[TRACK];
});

/** A page module's import() as vite-react-ssg's build writes it: the tracking call, then the import. */
function trackedImport(id: string, module: object) {
  const load = vi.fn(() => ((scope[TRACK] as ((id: string) => void) | undefined)?.(id), Promise.resolve(module)));
  return load;
}

describe('importOnce', () => {
  it('imports once and reports the same module ids to the tracker on every call', async () => {
    const module = { default: 'page' };
    const load = trackedImport('src/pages/hub-page.tsx', module);
    const once = importOnce(load);
    const seen: string[][] = [];
    for (let page = 0; page < 3; page++) {
      const ids: string[] = [];
      scope[TRACK] = (id: string) => ids.push(id);
      expect(await once()).toBe(module);
      seen.push(ids);
    }
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([['src/pages/hub-page.tsx'], ['src/pages/hub-page.tsx'], ['src/pages/hub-page.tsx']]);
  });

  it('leaves the tracker as it found it, also with none installed', async () => {
    const once = importOnce(trackedImport('src/pages/about-page.tsx', {}));
    await once();
    expect(scope[TRACK]).toBeUndefined();
    const tracker = vi.fn();
    scope[TRACK] = tracker;
    await once();
    expect(scope[TRACK]).toBe(tracker);
    expect(tracker).toHaveBeenCalledWith('src/pages/about-page.tsx');
  });

  it('passes a failed import on to every caller', async () => {
    const once = importOnce(() => Promise.reject(new Error('chunk missing')));
    await expect(once()).rejects.toThrow('chunk missing');
    await expect(once()).rejects.toThrow('chunk missing');
  });
});
