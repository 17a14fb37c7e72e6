import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../content-error';
import { readContent } from '../load-content';

/** The sample content with the first use case's outcome replaced; the problems of the use-case file. */
function problemsWith(edit: (outcome: Record<string, unknown>) => unknown): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'quorvia-outcome-'));
  cpSync(resolve('content'), dir, { recursive: true });
  const file = join(dir, 'posts/usecases.json');
  const useCases = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>;
  useCases[0] = { ...useCases[0], outcome: edit(structuredClone(useCases[0]?.outcome) as Record<string, unknown>) };
  writeFileSync(file, JSON.stringify(useCases, null, 2));
  return readContent({ contentDir: dir }).problems.filter((p) => p.file === 'posts/usecases.json').map(formatProblem);
}

const firstResult = (outcome: Record<string, unknown>) => (outcome.results as Array<Record<string, unknown>>)[0] as Record<string, unknown>;

describe('use-case outcomes', () => {
  it('every sample use case has an outcome with two or three results and no problems', () => {
    const { content, problems } = readContent({ contentDir: 'content' });
    expect(problems).toEqual([]);
    for (const useCase of content.useCases) {
      expect(useCase.outcome?.results.length, useCase.id).toBeGreaterThanOrEqual(2);
      // The sample's French and Luxembourgish pages show the outcome in their own language.
      expect(Object.keys(useCase.outcome?.translations ?? {}).sort(), useCase.id).toEqual(['fr', 'lu']);
    }
  });

  it('names the file, the JSON path and the allowed units for a misspelt unit', () => {
    const problems = problemsWith((outcome) => {
      firstResult(outcome).unit = 'percents';
      return outcome;
    });
    expect(problems).toEqual(['posts/usecases.json at [0].outcome.results[0].unit: unit "percents" is not one of percent, times, hours, minutes, days. Did you mean "percent"?']);
  });

  it('asks for a plain number when the value carries its unit', () => {
    const problems = problemsWith((outcome) => {
      firstResult(outcome).value = '97%';
      return outcome;
    });
    expect(problems).toEqual(['posts/usecases.json at [0].outcome.results[0].value: value must be a number, e.g. 62 (no unit, no % sign: the unit field says what it counts)']);
  });

  it('rejects a single result, a quote without a role and a translation with a measure missing', () => {
    const problems = problemsWith((outcome) => {
      const results = outcome.results as unknown[];
      const quote = outcome.quote as Record<string, unknown>;
      const fr = (outcome.translations as Record<string, { measures: string[] }>).fr as { measures: string[] };
      fr.measures = fr.measures.slice(0, 1);
      return { ...outcome, results: results.slice(0, 1), quote: { ...quote, role: undefined } };
    });
    expect(problems).toEqual([
      'posts/usecases.json at [0].outcome.results: results needs two or three measured results (one figure alone reads as a slogan)',
      'posts/usecases.json at [0].outcome.quote.role: is required but missing',
    ]);
  });

  it('rejects a translation whose measures do not match the results one for one', () => {
    const problems = problemsWith((outcome) => {
      const fr = (outcome.translations as Record<string, { measures: string[] }>).fr as { measures: string[] };
      fr.measures = fr.measures.slice(0, 1);
      return outcome;
    });
    expect(problems).toEqual(['posts/usecases.json at [0].outcome.translations.fr.measures: needs 2 measures, one per result (has 1)']);
  });

  it('refuses a name field: quotes are attributed by role and kind of organisation only', () => {
    const problems = problemsWith((outcome) => ({ ...outcome, quote: { ...(outcome.quote as object), name: 'Jane Doe' } }));
    expect(problems).toEqual(['posts/usecases.json at [0].outcome.quote: a quote has only text, role and organisation (not name): it is attributed by role and kind of organisation, never by name']);
  });
});
