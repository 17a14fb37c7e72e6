/**
 * One content schema as the text of its JSON Schema file. Draft-07, the version VS Code's JSON
 * support and most validators know best.
 */
import { z } from 'zod';
import type { ContentSchema } from './content-schemas';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface RegexCheck {
  _zod: { def: { format?: string; pattern?: RegExp; error?: (issue: { code: string; input: unknown }) => unknown } };
}

/**
 * VS Code says "String does not match the pattern of ..." unless a schema gives its own
 * `patternErrorMessage` (a VS Code keyword other validators ignore): the zod check's message is
 * the one an editor should read. Its "(got ...)" part names a value this message cannot know.
 * The checks are read from zod's internals (_zod.def): should they move, the messages drop out
 * and the up-to-date test shows the difference.
 */
function addPatternMessage(context: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  const { pattern } = context.jsonSchema;
  if (typeof pattern !== 'string' || context.jsonSchema.patternErrorMessage) return;
  const checks = ((context.zodSchema as { _zod: { def: { checks?: RegexCheck[] } } })._zod.def.checks ?? []).map((check) => check._zod.def);
  const check = checks.find((def) => def.format === 'regex' && def.pattern?.source === pattern);
  const message = check?.error?.({ code: 'invalid_format', input: undefined });
  if (typeof message === 'string') context.jsonSchema.patternErrorMessage = message.replace(/ \(got undefined\)$/, '');
}

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

function jsonSchemaOf(entry: ContentSchema): Record<string, Json> {
  const schema = z.toJSONSchema(entry.schema, {
    target: 'draft-7',
    // The shape an editor writes: fields with a default (categories, featured) are optional, and an
    // id may be a number before the transform turns it into text.
    io: 'input',
    // Refines, superRefines and transforms have no JSON Schema form and are left out (the refines
    // JSON Schema can express are restated as meta next to them); should a type with no form at all
    // appear (z.custom, a function), it becomes {} and accepts anything rather than failing here.
    unrepresentable: 'any',
    override: addPatternMessage,
  }) as Record<string, Json>;
  return sortKeys({ ...schema, title: entry.title, $comment: entry.limits }) as Record<string, Json>;
}

/** The file's text: 2-space indent and a final newline, like the repository's other JSON. */
export function renderSchema(entry: ContentSchema): string {
  return `${JSON.stringify(jsonSchemaOf(entry), null, 2)}\n`;
}
