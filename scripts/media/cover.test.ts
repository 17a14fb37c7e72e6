import { describe, expect, it } from 'vitest';
import { coverHtml, MAX_LINES, TITLE_STEPS } from './cover';
import { mainColorFor, motifFor } from './cover-topics';
import { color } from './brand';

const base = { id: 'crisis-monitoring', section: 'use-cases' as const, title: 'Crisis monitoring', categories: ['public-safety'] };
const art = (html: string) => html.slice(html.indexOf('<svg'), html.indexOf('</svg></div>'));

describe('cover', () => {
  it('is the same for the same item, so a re-run gives the same bytes', () => {
    expect(coverHtml(base)).toBe(coverHtml({ ...base }));
  });

  it('differs, art included, for two items of the same topic', () => {
    const other = { ...base, id: 'large-event-monitoring', title: 'Large event monitoring' };
    expect(coverHtml(other)).not.toBe(coverHtml(base));
    expect(art(coverHtml(other))).not.toBe(art(coverHtml(base)));
  });

  it('moves the composition with the id alone (same title and topic)', () => {
    expect(art(coverHtml({ ...base, id: 'crisis-monitoring-2' }))).not.toBe(art(coverHtml(base)));
  });

  it('alternates between two drawings of a motif for neighbours', () => {
    const a = coverHtml({ ...base, variant: 0 });
    const b = coverHtml({ ...base, variant: 1 });
    expect(art(a)).not.toBe(art(b));
    expect(a).toContain('data-motif="timeline"');
    expect(b).toContain('data-motif="timeline"');
  });

  it('sets the title, section and topic as text, escaped', () => {
    const html = coverHtml({ ...base, title: 'Fish & <chips>' });
    expect(html).toContain('<h1 class="title" lang="en">Fish &amp; &lt;chips&gt;</h1>');
    expect(html).toContain('>Use case<');
    expect(html).toContain('>Public safety<');
  });

  it('draws the same art with no words for the site, where the card prints title, section and topic in its language', () => {
    const motif = coverHtml(base, { title: false });
    expect(art(motif)).toBe(art(coverHtml(base)));
    expect(motif).not.toContain('Crisis monitoring');
    expect(motif).not.toContain('class="title"');
    expect(motif).not.toContain('>Use case<');
    expect(motif).not.toContain('>Public safety<');
    expect(motif).not.toContain('class="label"');
  });

  it('fits long titles by stepping down sizes and clamps past the smallest', () => {
    const html = coverHtml({ ...base, title: 'word '.repeat(80) });
    expect(html).toContain(JSON.stringify(TITLE_STEPS));
    expect(html).toContain(`-webkit-line-clamp:${MAX_LINES}`);
  });

  it('has at most one amber point', () => {
    for (const [id, title, categories] of [
      ['a', 'Geo search for duty of care', ['corporate']],
      ['b', 'Collection plans as shared assets', ['product']],
      ['c', 'Measuring query decay', ['research']],
      ['d', 'Legal basis and proportionality', ['public-safety']],
      ['e', 'Adversary tactical capability', ['defense']],
      ['f', 'Small data beats big data', ['research']],
    ] as const) {
      const html = coverHtml({ id, section: 'blog', title, categories });
      const solid = html.match(new RegExp(`fill="${color.accent2}"`, 'g')) ?? [];
      expect(solid.length, `${title}: ${html.match(/data-motif="(\w+)"/)?.[1]}`).toBe(1);
    }
  });
});

describe('topics', () => {
  it('picks the motif from the title first, then the category', () => {
    expect(motifFor({ title: 'Legal basis and proportionality', categories: ['public-safety'] })).toBe('documents');
    expect(motifFor({ title: 'Unit tracking', categories: ['defense'] })).toBe('terrain');
    expect(motifFor({ title: 'Adversary tactical capability', categories: ['defense'] })).toBe('radar');
    expect(motifFor({ title: 'Something new', categories: ['unknown', 'research'] })).toBe('signal');
    expect(motifFor({ title: 'Something new', categories: [] })).toBe('network');
  });

  it('uses teal or blue, nothing else, as the main colour', () => {
    expect(mainColorFor({ categories: ['public-safety'] })).toBe(color.accent);
    expect(mainColorFor({ categories: ['defense'] })).toBe(color.primary);
    expect(mainColorFor({ categories: [] })).toBe(color.primary);
  });
});
