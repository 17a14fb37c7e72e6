/**
 * Validates a content file against its committed JSON Schema (the file VS Code reads), and names
 * each complaint by the JSON pointer of the value it is about, to compare with zod's issue paths.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import { CONTENT_SCHEMAS, type ContentSchema } from './content-schemas';
import { schemaFile } from './vscode-settings';

/**
 * ajv's strict mode rejects unknown keywords and questionable schemas, so a careless meta fails here.
 * Open tuples are meant: a use case's categories are its industry, then any number of topics.
 */
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, strictTuples: false });
// VS Code's own keywords: the message of a failed pattern (see render-schema.ts), and the warning
// shown on a field whose value is a deliberate state (a job with date.valid false).
ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
ajv.addKeyword({ keyword: 'deprecationMessage', schemaType: 'string' });
const validators = new Map(CONTENT_SCHEMAS.map((entry) => [entry.name, ajv.compile(JSON.parse(readFileSync(schemaFile(entry), 'utf8')) as object)]));

const globToRegExp = (glob: string) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** The schema for a path relative to content/, or undefined when none covers it. */
export function schemaFor(file: string): ContentSchema | undefined {
  return CONTENT_SCHEMAS.find((entry) => entry.files.some((glob) => globToRegExp(glob).test(file)));
}

export const pointer = (path: ReadonlyArray<PropertyKey>) => path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** A missing field is reported on its object; named here by the field, as zod does. */
function errorPointer(error: ErrorObject): string {
  if (error.keyword === 'required') return `${error.instancePath}/${String((error.params as { missingProperty: string }).missingProperty)}`;
  return error.instancePath;
}

export interface SchemaCheck {
  valid: boolean;
  pointers: Set<string>;
  errors: ErrorObject[];
}

export function checkAgainstSchema(entry: ContentSchema, data: unknown): SchemaCheck {
  const validate = validators.get(entry.name)!;
  const valid = validate(data);
  const errors = validate.errors ?? [];
  return { valid, errors, pointers: new Set(errors.map(errorPointer)) };
}
