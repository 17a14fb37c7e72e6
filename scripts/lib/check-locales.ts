import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleDefinition } from '../../src/lib/i18n/locales';
import { flattenMessages, readLocaleFolder } from './locale-files';

const placeholders = (value: string) => [...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * i18next picks plural forms by the language's own categories (Intl.PluralRules): French needs
 * `_many` where English has none, so plural keys are checked against the language, not against en.
 */
function pluralKeys(base: string, tag: string): string[] {
  return new Intl.PluralRules(tag).resolvedOptions().pluralCategories.map((category) => `${base}_${category}`);
}

/**
 * Returns one readable line per problem; empty when every language matches en. `folder` checks a
 * subfolder of every language instead (gated/: copy that is sealed at build, never bundled).
 */
export function checkLocales(localesDir: string, locales: readonly LocaleDefinition[], folder = ''): string[] {
  const problems: string[] = [];
  const at = (key: string) => (folder ? join(key, folder) : key);
  const reference = readLocaleFolder(localesDir, at('en'));
  const namespaces = Object.keys(reference);
  // "1 articles": a string that counts must have plural forms, or every language shows one form.
  for (const ns of namespaces) {
    for (const [key, value] of flattenMessages(reference[ns] ?? {})) {
      if (/\{\{\s*count\s*\}\}/.test(value) && !PLURAL.test(key)) {
        problems.push(`${at('en')}/${ns}.json: key "${key}" counts ({{count}}) but has no plural forms: write ${key}_one and ${key}_other`);
      }
    }
  }
  for (const locale of locales) {
    if (locale.key === 'en') continue;
    const name = at(locale.key);
    if (!existsSync(join(localesDir, name))) {
      if (locale.resources === 'full' || !folder) problems.push(`${name}: folder locales/${name} is missing`);
      continue;
    }
    const own = readLocaleFolder(localesDir, name);
    for (const ns of Object.keys(own)) {
      if (!reference[ns]) problems.push(`${name}/${ns}.json: namespace does not exist in en`);
    }
    for (const ns of namespaces) {
      const ref = flattenMessages(reference[ns] ?? {});
      const mine = own[ns];
      if (!mine) {
        if (locale.resources === 'full') problems.push(`${name}/${ns}.json: file is missing`);
        continue;
      }
      const flat = flattenMessages(mine);
      const expected = new Set<string>();
      for (const key of ref.keys()) {
        const plural = PLURAL.exec(key);
        if (!plural) expected.add(key);
        else if (plural[2] === 'other') for (const form of pluralKeys(plural[1]!, locale.tag)) expected.add(form);
      }
      if (locale.resources === 'full') {
        for (const key of expected) if (!flat.has(key)) problems.push(`${name}/${ns}.json: missing key "${key}"`);
      }
      for (const [key, value] of flat) {
        const plural = PLURAL.exec(key);
        const refValue = plural && expected.has(key) ? (ref.get(key) ?? ref.get(`${plural[1]}_other`)) : ref.get(key);
        if (refValue === undefined) problems.push(`${name}/${ns}.json: key "${key}" does not exist in en`);
        else if (placeholders(refValue) !== placeholders(value)) {
          problems.push(`${name}/${ns}.json: key "${key}" must use the placeholders of en (${placeholders(refValue) || 'none'})`);
        } else if (value.trim() === '') problems.push(`${name}/${ns}.json: key "${key}" is empty`);
      }
    }
  }
  return problems;
}
