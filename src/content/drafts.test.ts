import { describe, expect, it } from 'vitest';
import { draftsBuilt, withoutDrafts } from './drafts';

describe('drafts', () => {
  it('are built on staging and development, not in production or with a SITE_ENV that names no site', () => {
    expect(draftsBuilt({ SITE_ENV: 'development' })).toBe(true);
    expect(draftsBuilt({ SITE_ENV: 'staging' })).toBe(true);
    expect(draftsBuilt({ SITE_ENV: 'production' })).toBe(false);
    expect(draftsBuilt({})).toBe(false);
    expect(draftsBuilt({ SITE_ENV: 'prod' })).toBe(false);
  });

  it('leave the items and the published raw file, which keeps every other entry', () => {
    const raw = JSON.stringify([{ id: 'a' }, { id: 'b', draft: true, title: 'Secret plans' }, { title: 'no id' }]);
    const loaded = withoutDrafts({ items: [{ id: 'a' }, { id: 'b', draft: true }], sources: [[0], [1]], raw, problems: [], warnings: [] });
    expect(loaded.items).toEqual([{ id: 'a' }]);
    expect(loaded.sources).toEqual([[0]]);
    expect(loaded.raw).not.toContain('Secret plans');
    expect(JSON.parse(loaded.raw ?? '')).toEqual([{ id: 'a' }, { title: 'no id' }]);
  });

  it('keep a file without drafts as committed', () => {
    const raw = '[ {"id": "a"} ]';
    expect(withoutDrafts({ items: [{ id: 'a' }], sources: [[0]], raw, problems: [], warnings: [] }).raw).toBe(raw);
  });
});
