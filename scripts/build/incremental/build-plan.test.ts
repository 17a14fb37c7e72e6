import { describe, expect, it } from 'vitest';
import { fullBuildReason, type PlanInputs } from './build-plan';
import type { PageCacheState } from './page-cache';

const inputs: PlanInputs = { root: '/r', outDir: process.cwd(), contentDir: '/r/content', localesDir: '/r/locales', env: {}, workers: 2, year: 2026 };
const state = { codeKey: 'k' } as PageCacheState;

describe('fullBuildReason', () => {
  it('reuses the previous build when its code key is this one and its folder is there', () => {
    expect(fullBuildReason(inputs, 'k', state)).toBeNull();
  });
  it('names why a build is full', () => {
    expect(fullBuildReason(inputs, 'k', undefined)).toMatch(/no previous build/);
    expect(fullBuildReason(inputs, 'other', state)).toMatch(/code, config or settings changed/);
    expect(fullBuildReason({ ...inputs, env: { BUILD_INCREMENTAL: '0' } }, 'k', state)).toBe('BUILD_INCREMENTAL=0');
    expect(fullBuildReason({ ...inputs, workers: 0 }, 'k', state)).toMatch(/BUILD_WORKERS=0/);
    expect(fullBuildReason({ ...inputs, outDir: '/no/such/folder' }, 'k', state)).toMatch(/is gone/);
  });
});
