/**
 * The corpus of editor mistakes (editor-mistakes.ts), each made in a copy of content/ and checked
 * where an editor meets it: npm run validate (its function for every case, the command itself for
 * two), the build's content check (the function the content plugin runs at build start), the dev
 * server's overlay (errors only: warnings show none) and, where a schema can tell, VS Code's JSON
 * language service with the committed schemas. Every message names file and JSON path.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as languageService from 'vscode-json-languageservice';
import { getLocation } from 'jsonc-parser';
import { ContentError, formatProblem, type ContentProblem } from '../../src/content/content-error';
import { readContentWithImages } from '../../src/content/load-content';
import { checkContent, contentErrorReport, forgetContent } from '../vite/content-plugin';
import { editorErrorView } from '../dev/content-overlay';
import { schemaFor } from '../schemas/schema-errors';
import { EDITOR_MISTAKES, type EditorMistake } from './editor-mistakes';

// The package is CommonJS with a default export under tsx and vitest alike.
const { getLanguageService, TextDocument } = ((languageService as unknown as { default?: typeof languageService }).default ?? languageService);

const ROOT = resolve('.');
const json = getLanguageService({});

/** public/ as a folder of links to the real one, so image cases can add files without copying it. */
const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

function publicCopy(): string {
  const dir = tempDir('quorvia-corpus-public-');
  for (const entry of readdirSync(join(ROOT, 'public'))) symlinkSync(join(ROOT, 'public', entry), join(dir, entry));
  return dir;
}

async function writeImage(file: string, kind: 'gif' | 'narrow-png'): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const canvas = sharp({ create: { width: kind === 'gif' ? 1600 : 400, height: kind === 'gif' ? 840 : 210, channels: 3, background: '#3355aa' } });
  await (kind === 'gif' ? canvas.gif() : canvas.png()).toFile(file);
}

interface Made {
  contentDir: string;
  publicDir: string;
  text: string;
}

async function make(mistake: EditorMistake): Promise<Made> {
  const contentDir = tempDir('quorvia-corpus-content-');
  cpSync(join(ROOT, 'content'), contentDir, { recursive: true });
  const publicDir = publicCopy();
  for (const [name, kind] of Object.entries(mistake.images ?? {})) await writeImage(join(publicDir, name), kind);
  const file = join(contentDir, mistake.file);
  const original = readFileSync(file, 'utf8');
  const text = mistake.text ? (mistake.edit(original) as string) : `${JSON.stringify(mistake.edit(JSON.parse(original)), null, 2)}\n`;
  if (mistake.text && text === original && mistake.severity !== 'accepted') throw new Error(`${mistake.name}: the text edit changed nothing`);
  writeFileSync(file, text);
  return { contentDir, publicDir, text };
}

const matches = (mistake: EditorMistake) => (p: ContentProblem) => p.file === mistake.file && p.path === mistake.path && p.message.includes(mistake.message);
const listed = (problems: readonly ContentProblem[]) => problems.map(formatProblem).join('\n');

/** Diagnostics of VS Code's JSON language service for a file, with the committed schema of that file. */
async function editorDiagnostics(file: string, text: string) {
  const entry = schemaFor(file);
  if (!entry) throw new Error(`no schema covers ${file}`);
  const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', `${entry.name}.schema.json`), 'utf8')) as languageService.JSONSchema;
  const document = TextDocument.create(`file://${ROOT}/content/${file}`, 'json', 1, text);
  const diagnostics = await json.doValidation(document, json.parseJSONDocument(document), { comments: 'error', trailingCommas: 'error' }, schema);
  return diagnostics.map((d) => ({ ...d, at: getLocation(text, document.offsetAt(d.range.start)).path }));
}

describe('the corpus of editor mistakes', () => {
  const env = process.env.SITE_ENV;
  let baseline: ContentProblem[] = [];

  beforeAll(async () => {
    // The live site's rules: drafts are left out (the default when SITE_ENV is unset).
    process.env.SITE_ENV = 'production';
    baseline = (await readContentWithImages({ contentDir: join(ROOT, 'content') })).warnings;
  });
  afterAll(() => {
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
    if (env === undefined) delete process.env.SITE_ENV;
    else process.env.SITE_ENV = env;
  });

  it('has at least 25 mistakes, each with a distinct name', () => {
    expect(EDITOR_MISTAKES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(EDITOR_MISTAKES.map((m) => m.name)).size).toBe(EDITOR_MISTAKES.length);
  });

  it('starts from sample content that is clean in validate and in the editor', async () => {
    const { problems, warnings } = await readContentWithImages({ contentDir: join(ROOT, 'content') });
    expect(problems).toEqual([]);
    // The two jobs marked not valid are the only warnings; the editor shows them the same way.
    expect(warnings.map((w) => w.path)).toEqual(['["QV-OPS-0011"]', '["QV-STR-0004"]']);
    for (const file of ['posts/blog.json', 'posts/usecases.json', 'posts/newsroom.json', 'jobs/jobs.json']) {
      const diagnostics = await editorDiagnostics(file, readFileSync(join(ROOT, 'content', file), 'utf8'));
      const expected = file === 'jobs/jobs.json' ? [['QV-OPS-0011', 'date', 'valid'], ['QV-STR-0004', 'date', 'valid']] : [];
      expect(diagnostics.map((d) => d.at), file).toEqual(expected);
    }
  });

  it.each(EDITOR_MISTAKES.map((m) => [m.name, m] as const))('%s', async (_name, mistake) => {
    const made = await make(mistake);
    const options = { contentDir: made.contentDir, staging: false, publicDir: made.publicDir };

    // npm run validate's function.
    const validated = await readContentWithImages(options);
    if (mistake.severity === 'error') {
      expect(validated.problems.some(matches(mistake)), `validate:\n${listed(validated.problems)}`).toBe(true);
    } else if (mistake.severity === 'warning') {
      expect(validated.problems, 'validate: a warning must not fail').toEqual([]);
      expect(validated.warnings.some(matches(mistake)), `validate warnings:\n${listed(validated.warnings)}`).toBe(true);
    } else {
      expect(validated.problems).toEqual([]);
      expect(validated.warnings.map(formatProblem)).toEqual(baseline.map(formatProblem));
    }

    // The build's content check, as the content plugin runs it at build start.
    forgetContent();
    let buildError: unknown = null;
    try {
      const result = await checkContent(options);
      if (mistake.severity === 'warning') expect(result.warnings.some(matches(mistake)), 'build warnings').toBe(true);
    } catch (error) {
      buildError = error;
    } finally {
      forgetContent();
    }
    if (mistake.severity !== 'error') expect(buildError, 'the build must not fail').toBeNull();
    else {
      expect(buildError).toBeInstanceOf(ContentError);
      const error = buildError as ContentError;
      expect(error.problems.some(matches(mistake)), `build:\n${error.message}`).toBe(true);
      const report = contentErrorReport(error, made.contentDir);
      expect(report).toContain(`${mistake.file}${mistake.path ? ` at ${mistake.path}` : ''}: `);

      // The dev server's problem page names the same problem and links its file.
      const view = editorErrorView([{ problems: error.problems, dir: made.contentDir, prefix: '', kind: 'content' }]);
      const shown = view.problems.find((p) => p.text.startsWith(`${mistake.file}${mistake.path ? ` at ${mistake.path}` : ''}: `) && p.text.includes(mistake.message));
      expect(shown, view.report).toBeDefined();
      expect(shown!.file).toBe(join(made.contentDir, mistake.file));
      expect(view.report).not.toMatch(/\n\s+at |vite\.config/);
    }

    // VS Code with the committed schemas, where a schema can tell: a diagnostic at the same place.
    if (mistake.editorPath) {
      const diagnostics = await editorDiagnostics(mistake.file, made.text);
      expect(diagnostics.map((d) => d.at), diagnostics.map((d) => d.message).join('\n')).toContainEqual(mistake.editorPath);
    }
  });

  it.each([
    ['an error', EDITOR_MISTAKES.find((m) => m.name === 'a category typo')!, 1, 'error: '],
    ['a warning', EDITOR_MISTAKES.find((m) => m.name === 'a post dated in the future')!, 0, 'warning: '],
  ])('npm run validate itself reports %s with file and JSON path', async (_kind, mistake, status, prefix) => {
    const made = await make(mistake);
    const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/validate-content.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: made.contentDir, SITE_ENV: 'production' },
    });
    expect(run.status, run.stderr).toBe(status);
    expect(`${run.stdout}${run.stderr}`).toContain(`${prefix}${mistake.file} at ${mistake.path}: `);
    expect(`${run.stdout}${run.stderr}`).toContain(mistake.message);
  });
});
