import { z } from 'zod';
import { formatJsonPath, type ContentProblem } from './content-error';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date or date-time in ISO form, e.g. 2025-03-14 or 2025-03-14T09:30:00Z. */
export const isoDate = z
  .string({ error: 'must be a date written like 2025-03-14' })
  .refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)), {
    error: (issue) => `must be a date written like 2025-03-14 (got ${JSON.stringify(issue.input)})`,
  });

export const nonEmptyText = (what: string) =>
  z.string({ error: `${what} must be text` }).trim().min(1, { error: `${what} must not be empty` });

/** A site path (/media/x.webp) or an absolute http(s) URL. */
export const imageRef = z
  .string({ error: 'image must be a path like /media/blog/cover.webp or an https URL' })
  .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), {
    error: 'image must start with / (a file under public/) or with https://',
  });

export const httpUrl = z
  .string({ error: 'must be a web address' })
  .refine((v) => /^https?:\/\/[^\s]+$/.test(v), { error: 'must be a web address starting with https://' });

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
