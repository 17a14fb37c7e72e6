import { z } from 'zod';
import { formatJsonPath, type ContentProblem } from './content-error';

/**
 * An ISO date or date-time with each part in range (month 01-12, hour 00-24, ...): every string
 * Date.parse rejects for a range reason fails here already, so the editor's JSON Schema, which
 * gets this pattern, catches "2026-13-45" and "2026-02-30" too: the pattern knows each month's
 * length (February 29 in any year). Date.parse still has the last word (24:30), and realDay the
 * leap years, because Date.parse takes "2026-02-29" for March 1.
 */
const ISO_DATE = /^\d{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31|02-29)(?:[T ](?:[01]\d|2[0-4]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** Whether the date part names a day that exists (2026-02-29 does not: 2026 is not a leap year). */
export function realDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateError = (issue: { input?: unknown }) => `must be a date written like 2025-03-14 (got ${JSON.stringify(issue.input)})`;

/** A calendar date or date-time in ISO form, e.g. 2025-03-14 or 2025-03-14T09:30:00Z. */
export const isoDate = z
  .string({ error: 'must be a date written like 2025-03-14' })
  // abort: a string that fails the pattern gets one message, not a second one from the refine.
  .regex(ISO_DATE, { error: dateError, abort: true })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: dateError, abort: true })
  .refine(realDay, { error: (issue) => `${JSON.stringify(issue.input)} is not a day of the calendar` });

/** Text that is not blank once trimmed. A pattern rather than min(1), so JSON Schema rejects "  " too. */
export const nonEmptyText = (what: string) =>
  z.string({ error: `${what} must be text` }).trim().regex(/\S/, { error: `${what} must not be empty` });

/** A site path (/media/x.webp) or an absolute http(s) URL. */
export const imageRef = z
  .string({ error: 'image must be a path like /media/blog/cover.webp or an https URL' })
  .regex(/^(?:\/|https?:\/\/)/, { error: 'image must start with / (a file under public/) or with https://' });

export const httpUrl = z
  .string({ error: 'must be a web address' })
  .regex(/^https?:\/\/[^\s]+$/, { error: 'must be a web address starting with https://' });

/**
 * JSON Schema for "at least one of these fields holds text", for the editor's schema
 * (scripts/schemas) where zod checks the same rule with a refine.
 */
export const someTextJsonSchema = (...fields: string[]) => ({
  anyOf: fields.map((field) => ({ type: 'object', required: [field], properties: { [field]: { type: 'string', pattern: '\\S', patternErrorMessage: 'must not be empty' } } })),
});

/** Editor-facing problems from a zod error, each with its JSON path inside the file. */
export function zodProblems(file: string, basePath: ReadonlyArray<PropertyKey>, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    path: formatJsonPath([...basePath, ...issue.path]),
    // Parsed with reportInput, so an absent field is told apart from one of the wrong type.
    message: issue.code === 'invalid_type' && issue.input === undefined ? 'is required but missing' : issue.message,
  }));
}

/** True when an entry has a usable id; entries without one are skipped with a warning (spec). */
export function hasId(entry: unknown, field = 'id'): boolean {
  if (!entry || typeof entry !== 'object') return false;
  const value = (entry as Record<string, unknown>)[field];
  return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
}
