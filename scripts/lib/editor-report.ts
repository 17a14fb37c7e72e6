/**
 * The editor-facing report inside a failed build's error. Plugins stop the build with the report
 * (content: scripts/vite/content-plugin.ts, translations: scripts/vite/locales-plugin.ts), and
 * Rolldown wraps it in a RolldownError with "[plugin ...]" and a stack an editor cannot act on.
 * The build's runner prints just this when it finds it.
 */
const REPORT = /^(?:Content has|Translations have) \d+ problems?:\n[\s\S]*?\nRun npm run (?:validate|i18n:check) after fixing them\./m;

export function editorReportIn(error: unknown, seen = new Set<unknown>()): string | null {
  if (!error || typeof error !== 'object' || seen.has(error)) return null;
  seen.add(error);
  const { message, errors, cause } = error as { message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof message === 'string') {
    const found = REPORT.exec(message);
    if (found) return found[0];
  }
  // Rolldown keeps each plugin's error in `errors`; others chain them as `cause`.
  for (const inner of [...(Array.isArray(errors) ? errors : []), cause]) {
    const found = editorReportIn(inner, seen);
    if (found) return found;
  }
  return null;
}
