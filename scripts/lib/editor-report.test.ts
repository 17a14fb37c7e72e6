import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { editorReportIn } from './editor-report';

const report = [
  'Translations have 1 problem:',
  '  - locales/fr/common.json: not valid JSON: trailing comma: remove the , after the last entry (line 3, column 9)',
  '      > 3 |   "a": 1,',
  '          |         ^',
  'Run npm run i18n:check after fixing them.',
].join('\n');

describe('editorReportIn', () => {
  it('finds the report in the error Rolldown throws when a plugin stops the build with it', async () => {
    let thrown: unknown;
    try {
      const bundle = await rolldown({
        input: 'entry',
        plugins: [
          {
            name: 'quorvia:locales',
            buildStart() {
              this.error(report);
            },
            resolveId: (id) => id,
            load: () => 'export default 1;',
          },
        ],
      });
      await bundle.generate({});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(String((thrown as Error).stack)).toMatch(/\n\s+at /);
    expect(editorReportIn(thrown)).toBe(report);
  });
  it('finds a content report in a cause, and nothing in an error of the code', () => {
    const content = 'Content has 2 problems:\n  - posts/blog.json at [0].title: x\n  - jobs/jobs.json: y\nRun npm run validate after fixing them.';
    expect(editorReportIn(new Error('build failed', { cause: new Error(`prefix\n${content}\nmore`) }))).toBe(content);
    expect(editorReportIn(new TypeError('x is not a function'))).toBeNull();
    expect(editorReportIn('a string')).toBeNull();
  });
});
