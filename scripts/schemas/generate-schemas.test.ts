import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/load-content';
import { listFiles } from '../lib/dist-pages';
import { BEYOND_JSON_SCHEMA, BROKEN_FIXTURES, type BrokenFixture } from './broken-fixtures';
import { CONTENT_SCHEMAS } from './content-schemas';
import { generatedFiles } from './generated-files';
import { checkAgainstSchema, pointer, schemaFor } from './schema-errors';

const ROOT = resolve('.');
const GATE_FIXTURES = resolve('scripts/gates/fixtures');

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const jsonFiles = (dir: string) => listFiles(dir, (file) => file.endsWith('.json')).sort();

/** Entries the loaders skip with a warning, as JSON pointers by file ("posts/blog.json" -> "/7"). */
function skippedEntries(contentDir: string): Map<string, Set<string>> {
  const skipped = new Map<string, Set<string>>();
  for (const warning of readContent({ contentDir }).warnings) {
    if (!warning.message.includes('skipped')) continue;
    // Warning paths are one segment, [3] or ["QV-OLD"]: the bracket's inside is JSON.
    const key = JSON.parse(warning.path.slice(1, -1)) as string | number;
    skipped.set(warning.file, (skipped.get(warning.file) ?? new Set()).add(pointer([key])));
  }
  return skipped;
}

interface SchemaNode {
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  anyOf?: SchemaNode[];
}

/**
 * Fields without a description, reached through the file's shape. The branches of if/then/else
 * and undescribed anyOf branches restate rules for fields described elsewhere, so they are skipped.
 */
function undocumentedFields(node: SchemaNode, path: string): string[] {
  const fields = Object.entries(node.properties ?? {}).flatMap(([key, field]) => [...(field.description ? [] : [`${path}.${key}`]), ...undocumentedFields(field, `${path}.${key}`)]);
  const children = [node.items, node.additionalProperties, ...(node.anyOf ?? []).filter((branch) => branch.description)];
  return [...fields, ...children.flatMap((child) => (child && typeof child === 'object' ? undocumentedFields(child, `${path}[]`) : []))];
}

const entryOf = (errorPointer: string) => /^\/[^/]*/.exec(errorPointer)?.[0] ?? '';

/** JSON Schema complaints about a folder of content files, by file, as the entries they concern. */
function complaints(contentDir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of jsonFiles(contentDir)) {
    const entry = schemaFor(file);
    expect(entry, `${file} has no JSON Schema: add it to scripts/schemas/content-schemas.ts`).toBeDefined();
    const check = checkAgainstSchema(entry!, readJson(join(contentDir, file)));
    found.set(file, [...new Set([...check.pointers].map(entryOf))]);
  }
  return found;
}

/** Each zod issue must have a JSON Schema complaint at the same JSON path. */
function expectSameRejections(fixture: BrokenFixture) {
  const entry = schemaFor(fixture.file)!;
  const zod = entry.schema.safeParse(fixture.data);
  expect(zod.success, `zod accepts ${fixture.name}`).toBe(false);
  const check = checkAgainstSchema(entry, fixture.data);
  expect(check.valid, `the JSON Schema accepts ${fixture.name}`).toBe(false);
  const missed = (zod.error?.issues ?? []).map((issue) => pointer(issue.path)).filter((path) => !check.pointers.has(path));
  expect(missed, `${fixture.name}: zod rejects these paths, the JSON Schema does not (it said ${[...check.pointers].join(', ')})`).toEqual([]);
}

describe('content JSON Schemas (schemas/, for the editor)', () => {
  it('are what the generator writes now', () => {
    for (const [path, text] of generatedFiles(ROOT)) {
      let committed: string | null = null;
      try {
        committed = readFileSync(join(ROOT, path), 'utf8');
      } catch {
        // Missing: reported below like a difference.
      }
      expect(committed, `${path} is out of date with the zod schemas: run npm run schemas`).toBe(text);
    }
    const extra = readdirSync(join(ROOT, 'schemas')).filter((name) => !generatedFiles(ROOT).has(`schemas/${name}`));
    expect(extra, 'schemas/ holds files the generator does not write: run npm run schemas').toEqual([]);
  });

  it('describe every field, for VS Code to show on hover', () => {
    const undocumented = CONTENT_SCHEMAS.flatMap((entry) => undocumentedFields(readJson(join(ROOT, `schemas/${entry.name}.schema.json`)) as SchemaNode, entry.name));
    expect(undocumented, 'add .describe(...) to these fields of the zod schemas').toEqual([]);
  });

  it('accept the sample content, flagging only the entries the build skips', () => {
    const skipped = skippedEntries(resolve('content'));
    for (const [file, entries] of complaints(resolve('content'))) {
      expect(entries.filter((e) => !skipped.get(file)?.has(e)), `${file}: the JSON Schema rejects entries the build accepts`).toEqual([]);
    }
    // The sample draft is a proper draft (draft: true), so every file looks clean in the editor.
    expect([...complaints(resolve('content')).values()].flat()).toEqual([]);
  });

  it('accept the bad-input gate\'s hostile but valid content, flagging only skipped entries', () => {
    const dir = join(GATE_FIXTURES, 'hostile-content');
    const skipped = skippedEntries(dir);
    for (const [file, entries] of complaints(dir)) {
      expect(entries.filter((e) => !skipped.get(file)?.has(e)), `${file}: the JSON Schema rejects entries the build accepts`).toEqual([]);
    }
  });

  // The gate's blog.json also holds an id used twice ([3]) and a missing image ([8]): zod accepts
  // both and the build rejects them; the JSON Schema cannot know (see each schema's $comment).
  it.each(jsonFiles(join(GATE_FIXTURES, 'broken-content')))('reject what zod rejects in the bad-input gate\'s broken %s', (file) => {
    expectSameRejections({ name: `broken-content/${file}`, file, data: readJson(join(GATE_FIXTURES, 'broken-content', file)) });
  });

  it.each(BROKEN_FIXTURES.map((fixture) => [fixture.name, fixture] as const))('reject what zod rejects: %s', (_name, fixture) => {
    expectSameRejections(fixture);
  });

  it.each(BEYOND_JSON_SCHEMA.map((fixture) => [fixture.name, fixture] as const))('leave to the build: %s', (_name, fixture) => {
    const entry = schemaFor(fixture.file)!;
    expect(entry.schema.safeParse(fixture.data).success).toBe(false);
    expect(checkAgainstSchema(entry, fixture.data).valid, `the JSON Schema now rejects "${fixture.name}": move it to BROKEN_FIXTURES`).toBe(true);
  });

  it('are the ones VS Code is pointed at', () => {
    const settings = readJson(join(ROOT, '.vscode/settings.json')) as { 'json.schemas': Array<{ fileMatch: string[]; url: string }> };
    for (const { fileMatch, url } of settings['json.schemas']) {
      expect(existsSync(join(ROOT, url)), url).toBe(true);
      for (const match of fileMatch) expect(schemaFor(match.replace(/^\/content\//, ''))?.name, match).toBe(url.replace(/^\.\/schemas\/(.*)\.schema\.json$/, '$1'));
    }
  });
});
