import { formatProblem, type ContentProblem } from '../../src/content/content-error';

/** How a locale file is named to an editor: under locales/, whatever folder LOCALES_DIR points at. */
export const LOCALES_PREFIX = 'locales/';

/**
 * Broken translation files (locales/): a syntax error, a file that is not an object, a value that
 * is not text, a placeholder that differs from English. The counterpart of ContentError: each
 * problem's `file` is relative to `localesDir` (`fr/common.json`), `path` is the key.
 */
export class LocaleError extends Error {
  readonly problems: ContentProblem[];
  readonly localesDir: string;

  constructor(problems: ContentProblem[], localesDir: string) {
    super(
      `Translations have ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${LOCALES_PREFIX}${formatProblem(p)}`).join('\n'),
    );
    this.name = 'LocaleError';
    this.problems = problems;
    this.localesDir = localesDir;
  }
}
