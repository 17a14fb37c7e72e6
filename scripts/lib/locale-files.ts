import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatJsonPath, type ContentProblem } from '../../src/content/content-error';
import { BOM_WARNING, describeSyntaxError, parseJson } from '../../src/content/json-syntax';
import { LocaleError } from './locale-error';
import { LOCALES } from '../../src/lib/i18n/locales';

export type Messages = { [key: string]: string | Messages };

/** A locale folder as read: the messages of each namespace file, and what is wrong in them. */
export interface LocaleFolder {
  /** { common: {...}, home: {...} }; a file with a syntax error is left out, a wrong value dropped. */
  messages: Record<string, Messages>;
  /** Each with `file` relative to the locales folder (`fr/common.json`) and the key's path. */
  problems: ContentProblem[];
  warnings: ContentProblem[];
  /** Namespaces whose file could not be read at all (a syntax error, not an object). */
  unreadable: Set<string>;
}

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'number' ? 'a number' : typeof value === 'boolean' ? `${value}` : typeof value);

/** Keeps text and nested groups; anything else is a problem at its key, which i18next would show raw or not at all. */
function messagesOf(value: Record<string, unknown>, file: string, at: string[], problems: ContentProblem[]): Messages {
  const out: Messages = {};
  for (const [key, entry] of Object.entries(value)) {
    const path = [...at, key];
    if (typeof entry === 'string') out[key] = entry;
    else if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) out[key] = messagesOf(entry as Record<string, unknown>, file, path, problems);
    else problems.push({ file, path: formatJsonPath(path), message: `must be text in double quotes (found ${kindOf(entry)})` });
  }
  return out;
}

/** Reads every namespace file of one language folder, collecting each problem instead of stopping at the first. */
export function readLocaleFolderChecked(localesDir: string, key: string): LocaleFolder {
  const folder: LocaleFolder = { messages: {}, problems: [], warnings: [], unreadable: new Set() };
  const dir = join(localesDir, key);
  if (!existsSync(dir)) return folder;
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const ns = name.slice(0, -'.json'.length);
    const file = `${key}/${name}`.replace(/\\/g, '/');
    const parsed = parseJson(readFileSync(join(dir, name), 'utf8'));
    if (!parsed.ok) {
      folder.problems.push({ file, path: '', message: describeSyntaxError(parsed.error) });
      folder.unreadable.add(ns);
      continue;
    }
    if (parsed.bom) folder.warnings.push({ file, path: '', message: BOM_WARNING });
    const data = parsed.data;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      folder.problems.push({ file, path: '', message: `must be an object of named texts ({ "key": "text" }), not ${kindOf(data)}` });
      folder.unreadable.add(ns);
      continue;
    }
    folder.messages[ns] = messagesOf(data as Record<string, unknown>, file, [], folder.problems);
  }
  return folder;
}

/**
 * Reads every namespace file of one language folder: { common: {...}, home: {...} }. A broken
 * file throws a LocaleError naming the file and the place, as a broken content file does.
 */
export function readLocaleFolder(localesDir: string, key: string): Record<string, Messages> {
  const folder = readLocaleFolderChecked(localesDir, key);
  if (folder.problems.length > 0) throw new LocaleError(folder.problems, localesDir);
  return folder.messages;
}

/** Deep merge where `override` wins; used to lay `uk` over `en`. */
export function mergeMessages<T extends Messages>(base: T, override: Messages): T {
  const out: Messages = { ...base };
  for (const [k, v] of Object.entries(override)) {
    const current = out[k];
    out[k] = typeof v === 'object' && typeof current === 'object' ? mergeMessages(current, v) : v;
  }
  return out as T;
}

/** Languages whose folder holds only what differs from another's (uk over en), as the build lays them. */
export const LOCALE_OVERRIDES: Readonly<Record<string, string>> = Object.fromEntries(LOCALES.filter((l) => l.resources === 'override').map((l) => [l.key, 'en']));

/** Every namespace of one language as the site shows it: an override set laid over the language it overrides. */
export function readLanguage(localesDir: string, key: string, overrides: Readonly<Record<string, string>> = LOCALE_OVERRIDES): Record<string, Messages> {
  const own = readLocaleFolder(localesDir, key);
  const base = overrides[key];
  return base ? mergeMessages(readLocaleFolder(localesDir, base), own) : own;
}

/** Flattens nested messages to dotted keys: { 'nav.solution': 'Solution' }. */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(messages)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [fk, fv] of flattenMessages(v, key)) out.set(fk, fv);
  }
  return out;
}
