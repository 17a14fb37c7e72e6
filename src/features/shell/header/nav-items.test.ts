import { describe, expect, it } from 'vitest';
import { LOCALE_KEYS } from '../../../lib/i18n/locales';
import { localeTranslator } from '../../../../scripts/lib/locale-translator';
import { NAV_PANELS } from './nav-items';

describe('menu links', () => {
  it.each(LOCALE_KEYS)('have a label and the line under it in %s', (key) => {
    const t = localeTranslator(key);
    for (const panel of NAV_PANELS) {
      for (const { labelKey } of panel.links) {
        for (const text of [`nav.${panel.key}.${labelKey}`, `nav.${panel.key}.${labelKey}Text`]) expect(t(`common:${text}`), text).not.toBe(text);
      }
    }
  });
});
