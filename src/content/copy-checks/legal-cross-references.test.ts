import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, legalSchema, type LegalDocumentId } from '../legal/legal-schema';
import { checkLegalLinks } from '../links/check-legal-links';
import { LOCALES } from '../../lib/i18n/locales';
import { inlineLinks, linkTargets } from '../../lib/text/inline-links';
import { localeFile } from './read-release';
import { contentIdLists } from '../content-ids';
import { readContent } from '../load-content';

const documents = LEGAL_DOCUMENTS.map((id) => ({ ...legalSchema.parse(JSON.parse(readFileSync(`content/legal/${id}.json`, 'utf8'))), id }));

/** How the English texts name the documents a reader may want to open next, and where each is. */
const NAMES: Array<{ name: RegExp; id: LegalDocumentId; path: string }> = [
  { name: /(?<!Product )Privacy Policy/, id: 'privacy', path: '/legal/privacy' },
  { name: /Product Privacy Policy/, id: 'product-privacy', path: '/legal/product/privacy' },
  { name: /Cookie Declaration/, id: 'cookies', path: '/legal/cookies' },
  { name: /Terms of Service/, id: 'product-tos', path: '/legal/product/tos' },
  { name: /End User License Agreement/, id: 'eula', path: '/legal/eula' },
  { name: /Data Processing Addendum/, id: 'dpa', path: '/legal/dpa' },
];

const blocksOf = (sections: (typeof documents)[number]['sections']) => sections.flatMap((s) => s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.list)));

describe('legal cross-references are links', () => {
  it('a paragraph that names another document links to it (the first time it names it)', () => {
    const unlinked: string[] = [];
    for (const document of documents) {
      for (const block of blocksOf(document.sections)) {
        const linked = new Set(linkTargets(block));
        const plain = inlineLinks(block).filter((part) => !('to' in part)).map((part) => part.text).join(' ');
        for (const { name, id, path } of NAMES) {
          if (id === document.id || !name.test(plain)) continue;
          if (!linked.has(path)) unlinked.push(`${document.id}: "${name.source}" in "${block.slice(0, 80)}…"`);
        }
      }
    }
    expect(unlinked).toEqual([]);
  });

  it('the translated cookie declaration links the privacy policies in every language', () => {
    const cookies = documents.find((d) => d.id === 'cookies')!;
    for (const [key, translation] of Object.entries(cookies.translations ?? {})) {
      const targets = blocksOf(translation!.sections).flatMap(linkTargets);
      expect(targets, key).toEqual(expect.arrayContaining(['/legal/privacy', '/legal/product/privacy']));
    }
  });

  it('every link leads to a page the build makes, and a broken one is reported with file and path', () => {
    const { content } = readContent({ contentDir: 'content' });
    const published = contentIdLists(content);
    const index = { ids: Object.fromEntries(Object.entries(published).map(([k, v]) => [k, new Set(v)])) as never, drafts: {}, publicDir: 'public' };
    expect(checkLegalLinks(documents, index)).toEqual([]);
    const broken = { ...documents[0]!, sections: [{ id: 'x', heading: 'X', blocks: ['See our [Policy](/legal/nothing-here).'] }] };
    expect(checkLegalLinks([broken], index)).toEqual([expect.objectContaining({ file: `legal/${broken.id}.json`, path: 'sections[0].blocks[0]' })]);
  });
});

describe('the learning disclaimer links the legal page it names', () => {
  for (const locale of LOCALES) {
    it(locale.key, () => {
      const disclaimer = (localeFile(locale.key, 'learning') as { disclaimer?: string }).disclaimer;
      // uk holds only what differs from en; it words this one itself.
      if (disclaimer === undefined && locale.resources === 'override') return;
      expect(linkTargets(disclaimer ?? '')).toEqual(['/legal']);
    });
  }
});
