import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export type Messages = { [key: string]: string | Messages };

/** Reads every namespace file of one language folder: { common: {...}, home: {...} }. */
export function readLocaleFolder(localesDir: string, key: string): Record<string, Messages> {
  const dir = join(localesDir, key);
  if (!existsSync(dir)) return {};
  const out: Record<string, Messages> = {};
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    const path = join(dir, file);
    try {
      out[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path, 'utf8')) as Messages;
    } catch (error) {
      throw new Error(`${path}: not valid JSON (${(error as Error).message})`);
    }
  }
  return out;
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
