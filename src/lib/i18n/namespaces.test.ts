import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { NAMESPACES, localeModuleId, parseLocaleModuleId } from './namespaces';

describe('namespaces', () => {
  it('lists exactly the namespace files of every full language', () => {
    for (const locale of LOCALES.filter((l) => l.resources === 'full')) {
      const files = readdirSync(resolve('locales', locale.key)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
      expect(files.sort(), locale.key).toEqual([...NAMESPACES].sort());
    }
  });
});

describe('translation module ids', () => {
  it('read back the language and namespace they were made from', () => {
    expect(parseLocaleModuleId(localeModuleId('uk', 'usecases'))).toEqual({ key: 'uk', ns: 'usecases' });
    expect(localeModuleId('fr', 'common')).toBe('virtual:locale/fr-common');
  });
});
