import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatJsonPath, formatProblem, type ContentProblem } from '../../src/content/content-error';
import { LOCALES, type LocaleDefinition } from '../../src/lib/i18n/locales';
import { flattenMessages, readLocaleFolderChecked } from './locale-files';

const placeholderList = (value: string) => [...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!).sort();
const placeholders = (value: string) => placeholderList(value).join(',');
const shown = (value: string) => placeholderList(value).map((name) => `{{${name}}}`).join(', ') || 'none';

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** A dotted key of flattenMessages as a JSON path, so the dev overlay can find it in the file. */
const keyPath = (key: string) => formatJsonPath(key.split('.'));

/**
 * One problem of the locale files. `error`: the page would break or show wrong text (a syntax
 * error, a value that is not text, a placeholder unlike English's, a missing file): the build and
 * the dev server stop on it. `warning`: a gap English fills or a key nothing reads; `npm run
 * i18n:check` (and so `npm test`) fails on these too.
 */
export interface LocaleProblem extends ContentProblem {
  severity: 'error' | 'warning';
}

/**
 * i18next picks plural forms by the language's own categories (Intl.PluralRules): French needs
 * `_many` where English has none, so plural keys are checked against the language, not against en.
 */
function pluralKeys(base: string, tag: string): string[] {
  return new Intl.PluralRules(tag).resolvedOptions().pluralCategories.map((category) => `${base}_${category}`);
}

/**
 * Every problem of the locale files, each with its file (relative to `localesDir`), key path and
 * severity. `folder` checks a subfolder of every language instead (gated/: copy that is sealed at
 * build, never bundled).
 */
export function localeProblems(localesDir: string, locales: readonly LocaleDefinition[], folder = ''): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const add = (severity: LocaleProblem['severity'], file: string, path: string, message: string) => problems.push({ file, path, message, severity });
  const at = (key: string) => (folder ? join(key, folder).replace(/\\/g, '/') : key);
  // A subfolder English does not have is one no language needs.
  if (folder && !existsSync(join(localesDir, at('en')))) return problems;
  const en = readLocaleFolderChecked(localesDir, at('en'));
  for (const problem of en.problems) problems.push({ ...problem, severity: 'error' });
  for (const warning of en.warnings) problems.push({ ...warning, severity: 'warning' });
  const reference = en.messages;
  const namespaces = Object.keys(reference);
  // "1 articles": a string that counts must have plural forms, or every language shows one form.
  for (const ns of namespaces) {
    for (const [key, value] of flattenMessages(reference[ns] ?? {})) {
      if (/\{\{\s*count\s*\}\}/.test(value) && !PLURAL.test(key)) {
        add('warning', `${at('en')}/${ns}.json`, keyPath(key), `counts ({{count}}) but has no plural forms: write ${key}_one and ${key}_other`);
      }
    }
  }
  for (const locale of locales) {
    if (locale.key === 'en') continue;
    const name = at(locale.key);
    if (!existsSync(join(localesDir, name))) {
      if (locale.resources === 'full' || !folder) add('error', name, '', `folder locales/${name} is missing`);
      continue;
    }
    const own = readLocaleFolderChecked(localesDir, name);
    for (const problem of own.problems) problems.push({ ...problem, severity: 'error' });
    for (const warning of own.warnings) problems.push({ ...warning, severity: 'warning' });
    for (const ns of Object.keys(own.messages)) {
      if (!reference[ns] && !en.unreadable.has(ns)) add('warning', `${name}/${ns}.json`, '', 'namespace does not exist in en: nothing reads this file');
    }
    for (const ns of namespaces) {
      const file = `${name}/${ns}.json`;
      const ref = flattenMessages(reference[ns] ?? {});
      const mine = own.messages[ns];
      if (!mine) {
        if (locale.resources === 'full' && !own.unreadable.has(ns)) add('error', file, '', 'file is missing');
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
        for (const key of expected) if (!flat.has(key)) add('warning', file, keyPath(key), 'missing key: en has it, translate it here');
      }
      const reshaped = new Set<string>();
      for (const [key, value] of flat) {
        const plural = PLURAL.exec(key);
        const refValue = plural && expected.has(key) ? (ref.get(key) ?? ref.get(`${plural[1]}_other`)) : ref.get(key);
        // Text where en has a group of keys, or the reverse: i18next would show the key itself.
        const textInEn = refValue === undefined ? key.split('.').map((_, n, parts) => parts.slice(0, n + 1).join('.')).find((prefix) => ref.has(prefix)) : undefined;
        if (textInEn !== undefined) {
          if (!reshaped.has(textInEn)) add('error', file, keyPath(textInEn), 'must be text, as in en, not a group of keys');
          reshaped.add(textInEn);
        } else if (refValue === undefined && [...ref.keys()].some((k) => k.startsWith(`${key}.`))) {
          add('error', file, keyPath(key), 'must be a group of keys, as in en, not text');
        } else if (refValue === undefined) add('warning', file, keyPath(key), 'key does not exist in en: remove it, or add it to en first');
        else if (placeholders(refValue) !== placeholders(value)) {
          add('error', file, keyPath(key), `must use the placeholders of en: ${shown(refValue)} (this text has ${shown(value)})`);
        } else if (value.trim() === '') add('warning', file, keyPath(key), 'is empty');
      }
    }
  }
  return problems;
}

/** Returns one readable line per problem (`npm run i18n:check`); empty when every language matches en. */
export function checkLocales(localesDir: string, locales: readonly LocaleDefinition[], folder = ''): string[] {
  return localeProblems(localesDir, locales, folder).map(formatProblem);
}

/** The page copy and the gated copy of every language, split as the build and the dev server act on them. */
export function checkLocaleFiles(localesDir: string, locales: readonly LocaleDefinition[] = LOCALES): { errors: LocaleProblem[]; warnings: LocaleProblem[] } {
  const all = [...localeProblems(localesDir, locales), ...localeProblems(localesDir, locales, 'gated')];
  return { errors: all.filter((p) => p.severity === 'error'), warnings: all.filter((p) => p.severity === 'warning') };
}
