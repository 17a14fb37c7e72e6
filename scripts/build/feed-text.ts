import { readLocaleFolder, type Messages } from '../lib/locale-files';

export type FeedSection = 'hub' | 'newsroom';

/** Where each section's channel description sits in the locale files (beside the feed's link title). */
const DESCRIPTION_KEY: Record<FeedSection, readonly string[]> = {
  hub: ['hub', 'feedDescription'],
  newsroom: ['brand', 'newsroom', 'feedDescription'],
};

/**
 * The channel description of a section's feed in one language, from that language's locale files:
 * a French feed must not describe itself in English. A missing key stops the build (the locale
 * check reports it first).
 */
export function feedDescription(section: FeedSection, locale: string, localesDir = 'locales'): string {
  let node: Messages | string | undefined = readLocaleFolder(localesDir, locale);
  for (const key of DESCRIPTION_KEY[section]) node = typeof node === 'object' ? node[key] : undefined;
  if (typeof node !== 'string') throw new Error(`locales/${locale}: ${DESCRIPTION_KEY[section].join('.')} is missing (run npm run i18n:check)`);
  return node;
}
