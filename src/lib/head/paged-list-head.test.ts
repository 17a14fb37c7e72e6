import { describe, expect, it } from 'vitest';
import { localeTranslator } from '../../../scripts/lib/locale-translator';
import { pagedListHead } from './paged-list-head';

describe('pagedListHead', () => {
  const t = localeTranslator('en');
  const hub = { heading: 'hub:header.eyebrow', prefix: 'hub:' };

  it("gives page 1 the list's own heading, title and description", () => {
    expect(pagedListHead(t, hub, 1, 3)).toEqual({ heading: 'Hub', title: t('hub:meta.title'), description: t('hub:meta.description') });
  });

  it('marks every later page with its number, in the page language', () => {
    const head = pagedListHead(t, hub, 2, 3);
    expect(head.heading).toBe('Hub – Page 2');
    expect(head.title).toBe(`${t('hub:meta.title')} – Page 2`);
    expect(head.description).toContain(t('hub:meta.description'));
    expect(head.description).not.toBe(t('hub:meta.description'));
  });
});
