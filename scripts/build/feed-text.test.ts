import { describe, expect, it } from 'vitest';
import { TRANSLATABLE_LOCALES } from '../../src/content/translations';
import { translatedFeed } from './content-outputs';
import { feedDescription } from './feed-text';

const entry = {
  id: 'an-item',
  title: 'An item',
  excerpt: 'In English.',
  date: '2024-09-01',
  categories: [],
  translations: Object.fromEntries(TRANSLATABLE_LOCALES.map((key) => [key, { title: `Title ${key}`, excerpt: `Excerpt ${key}.` }])),
};

const channelDescription = (xml: string) => /<channel>[\s\S]*?<description>([^<]*)<\/description>/.exec(xml)?.[1];

describe('feed channel text', () => {
  it('describes the French hub and newsroom feeds in French', () => {
    expect(channelDescription(translatedFeed('hub', [entry], 'fr')!)).toBe("Recherches, savoir-faire d&apos;enquête et comptes rendus d&apos;événements de Quorvia.");
    expect(channelDescription(translatedFeed('newsroom', [entry], 'fr')!)).toBe('Communiqués de presse et actualités de Quorvia.');
  });

  it('gives every translated feed its own language, never the English text', () => {
    for (const section of ['hub', 'newsroom'] as const) {
      const english = feedDescription(section, 'en');
      for (const locale of TRANSLATABLE_LOCALES) {
        expect(feedDescription(section, locale)).not.toBe(english);
        expect(channelDescription(translatedFeed(section, [entry], locale)!)).not.toBe(english);
      }
    }
  });
});
