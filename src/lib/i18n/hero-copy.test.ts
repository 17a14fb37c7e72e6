import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { heroCopy } from './hero-copy';

describe('heroCopy', () => {
  it("reads the breadcrumb from the prefix's eyebrow, then its title and lead", () => {
    const t = ((key: string) => `<${key}>`) as unknown as TFunction;
    expect(heroCopy(t, 'leadership')).toEqual({ crumb: '<leadership.eyebrow>', title: '<leadership.title>', lead: '<leadership.lead>' });
  });
});
