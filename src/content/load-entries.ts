import type { z } from 'zod';
import type { ContentProblem } from './content-error';
import { formatJsonPath } from './content-error';
import { readJsonFile } from './read-json-file';
import { hasId, zodProblems } from './schema-helpers';
import { duplicateKeys } from './duplicate-keys';

export interface Loaded<T> {
  items: T[];
  /** Where each item sits in its file ([3] or ["QV-ENG-0142"]), parallel to items. */
  sources: Array<ReadonlyArray<PropertyKey>>;
  /** The file exactly as committed, published under /assets/. */
  raw: string | null;
  problems: ContentProblem[];
  warnings: ContentProblem[];
}

interface ListOptions {
  /** Entries without this field are skipped with a warning instead of failing the build. */
  idField?: string;
  optional?: boolean;
}

/** Loads a JSON array file, validating each entry and naming the exact path of every problem. */
export function loadList<S extends z.ZodType>(
  contentDir: string,
  file: string,
  schema: S,
  options: ListOptions = {},
): Loaded<z.output<S>> {
  const read = readJsonFile(contentDir, file, { optional: options.optional });
  if (!read.ok) return { items: [], sources: [], raw: null, problems: [read.problem], warnings: [] };
  if (!Array.isArray(read.data)) {
    return { items: [], sources: [], raw: read.raw, problems: [{ file, path: '', message: 'must be a list ([ ... ]) of entries' }], warnings: [] };
  }
  const result: Loaded<z.output<S>> = { items: [], sources: [], raw: read.raw, problems: duplicateKeys(file, read.raw), warnings: [...read.warnings] };
  read.data.forEach((entry, index) => addEntry(result, file, schema, entry, index, options));
  return result;
}

interface KeyedOptions<T> {
  /** Entries for which this returns a reason are skipped with that warning (spec: invalid jobs). */
  skip?: (entry: unknown) => string | null;
  idField: string;
  _type?: T;
}

/** Loads a JSON object keyed by id ({ "id": {...} }), as the jobs file is. */
export function loadKeyed<S extends z.ZodType>(
  contentDir: string,
  file: string,
  schema: S,
  options: KeyedOptions<z.output<S>>,
): Loaded<z.output<S>> {
  const read = readJsonFile(contentDir, file);
  if (!read.ok) return { items: [], sources: [], raw: null, problems: [read.problem], warnings: [] };
  if (!read.data || typeof read.data !== 'object' || Array.isArray(read.data)) {
    return { items: [], sources: [], raw: read.raw, problems: [{ file, path: '', message: 'must be an object keyed by id ({ "id": { ... } })' }], warnings: [] };
  }
  const result: Loaded<z.output<S>> = { items: [], sources: [], raw: read.raw, problems: duplicateKeys(file, read.raw), warnings: [...read.warnings] };
  for (const [key, entry] of Object.entries(read.data as Record<string, unknown>)) addEntry(result, file, schema, entry, key, options);
  return result;
}

/**
 * One entry of a list or keyed file, at `at` (its index or key): skipped with a warning when it
 * has no id or `skip` gives a reason, else validated into the items or into problems at its path.
 */
function addEntry<S extends z.ZodType>(
  result: Loaded<z.output<S>>,
  file: string,
  schema: S,
  entry: unknown,
  at: number | string,
  options: { idField?: string; skip?: (entry: unknown) => string | null },
): void {
  const reason = options.idField && !hasId(entry, options.idField) ? `entry has no ${options.idField}; skipped` : options.skip?.(entry);
  if (reason) {
    result.warnings.push({ file, path: formatJsonPath([at]), message: reason });
    return;
  }
  const parsed = schema.safeParse(entry, { reportInput: true });
  if (parsed.success) {
    result.items.push(parsed.data);
    result.sources.push([at]);
  } else result.problems.push(...zodProblems(file, [at], parsed.error));
}
