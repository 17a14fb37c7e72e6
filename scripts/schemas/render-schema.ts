/**
 * One content schema as the text of its JSON Schema file. Draft-07, the version VS Code's JSON
 * support and most validators know best.
 */
import { z } from 'zod';
import type { ContentSchema } from './content-schemas';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Keys sorted so the file does not change with zod's internal order, except the members of
 * `properties`, which keep the schema's order: the order in which an editor reads the fields.
 */
function sortKeys(value: Json, keepOrder = false): Json {
  if (Array.isArray(value)) return value.map((item) => sortKeys(item));
  if (value === null || typeof value !== 'object') return value;
  const keys = keepOrder ? Object.keys(value) : Object.keys(value).sort();
  return Object.fromEntries(keys.map((key) => [key, sortKeys(value[key]!, !keepOrder && key === 'properties')]));
}

export function jsonSchemaOf(entry: ContentSchema): Record<string, Json> {
  const schema = z.toJSONSchema(entry.schema, {
    target: 'draft-7',
    // The shape an editor writes: fields with a default (categories, featured) are optional, and an
    // id may be a number before the transform turns it into text.
    io: 'input',
    // Refines, superRefines and transforms have no JSON Schema form and are left out (the refines
    // JSON Schema can express are restated as meta next to them); should a type with no form at all
    // appear (z.custom, a function), it becomes {} and accepts anything rather than failing here.
    unrepresentable: 'any',
  }) as Record<string, Json>;
  return sortKeys({ ...schema, title: entry.title, $comment: entry.limits }) as Record<string, Json>;
}

/** The file's text: 2-space indent and a final newline, like the repository's other JSON. */
export function renderSchema(entry: ContentSchema): string {
  return `${JSON.stringify(jsonSchemaOf(entry), null, 2)}\n`;
}
