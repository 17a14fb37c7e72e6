import { relative } from 'node:path';
import { formatProblem, type ContentProblem } from '../../src/content/content-error';
import type { TextLocation } from '../../src/content/code-frame';
import { formatLocatedProblem, locateProblems } from '../lib/problem-frame';

/** Problems of one folder: content/ (files named as in content/README.md) or locales/. */
export interface ProblemSource {
  problems: readonly ContentProblem[];
  /** The folder the problems' files are relative to. */
  dir: string;
  /** Put before each file name for the reader: '' for content, 'locales/' for translations. */
  prefix: string;
  kind: 'content' | 'translations';
}

/** One problem as the dev server shows it. */
export interface ProblemView {
  /** "posts/blog.json at [3].title: expected string", as `npm run validate` prints it. */
  text: string;
  /** Absolute path, for the link that opens the file in the editor. */
  file: string;
  /** The file as the editor knows it, with the line when known: "posts/blog.json:4:14". */
  fileLabel: string;
  loc?: TextLocation;
  frame?: string;
}

/** What `npm run dev` shows while content or translations are broken: the editor's words only. */
export interface EditorErrorView {
  title: string;
  hint: string;
  problems: ProblemView[];
  /** The same as plain text: the terminal's report, and the page without JavaScript. */
  report: string;
}

/** The page reloads itself through Vite's client (the dev server sends a reload once the check passes). */
export const EDITOR_HINT = 'Fix the file and save: this page reloads by itself.';

/** The view of every problem of the given folders, each located in its file with a code frame. */
export function editorErrorView(sources: readonly ProblemSource[]): EditorErrorView {
  const problems: ProblemView[] = [];
  const reportLines: string[] = [];
  for (const source of sources) {
    for (const located of locateProblems(source.problems, source.dir)) {
      const name = `${source.prefix}${relative(source.dir, located.file).replace(/\\/g, '/')}`;
      problems.push({
        text: `${source.prefix}${formatProblem(located.problem)}`,
        file: located.file,
        fileLabel: located.loc ? `${name}:${located.loc.line}:${located.loc.column}` : name,
        ...(located.loc ? { loc: located.loc } : {}),
        ...(located.frame ? { frame: located.frame } : {}),
      });
      reportLines.push(`  - ${formatLocatedProblem(located, { prefix: source.prefix, indentBy: '      ' })}`);
    }
  }
  const kinds = new Set(sources.filter((s) => s.problems.length > 0).map((s) => s.kind));
  const noun = kinds.size > 1 ? 'content and translations' : kinds.has('translations') ? 'translations' : 'content';
  const title = `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${noun}`;
  return { title, hint: EDITOR_HINT, problems, report: `${title}:\n${reportLines.join('\n')}\n${EDITOR_HINT}` };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page every URL answers while content or translations are broken. Our own rather than
 * Vite's error overlay, which adds a stack and tells the reader to fix the code or switch the
 * overlay off in vite.config.ts. It loads Vite's client, so it reloads by itself once the files
 * are fixed; the file links ask Vite to open the file at the line in the editor.
 */
export function editorErrorPage(view: EditorErrorView, base = '/'): string {
  const items = view.problems
    .map((p) => {
      const open = p.loc ? `${p.file}:${p.loc.line}:${p.loc.column}` : p.file;
      return `<li>
<p class="message">${escapeHtml(p.text)}</p>
<p><a class="file" href="#" data-open="${escapeHtml(open)}">${escapeHtml(p.fileLabel)}</a></p>
${p.frame ? `<pre class="frame">${escapeHtml(p.frame)}</pre>` : ''}
</li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(view.title)}</title>
<script type="module" src="${base}@vite/client"></script>
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #181818; color: #e8e8e8; }
main { max-width: 60rem; margin: 0 auto; padding: 2rem 1.5rem; }
h1 { color: #ff7070; font-size: 1.4rem; margin: 0 0 .5rem; }
.hint { color: #b8b8b8; margin: 0 0 1.5rem; }
ol { padding-left: 1.25rem; }
li { margin-bottom: 1.75rem; }
.message { margin: 0 0 .25rem; white-space: pre-wrap; }
a.file { color: #8cc8ff; font-family: ui-monospace, monospace; font-size: .9rem; }
pre.frame { background: #222; border-left: 3px solid #ff7070; padding: .75rem 1rem; overflow-x: auto; font-size: .85rem; tab-size: 2; }
</style>
</head>
<body>
<main data-editor-error>
<h1>${escapeHtml(view.title)}</h1>
<p class="hint">${escapeHtml(view.hint)}</p>
<ol>
${items}
</ol>
</main>
<script type="module">
document.addEventListener('click', (event) => {
  const link = event.target.closest('a[data-open]');
  if (!link) return;
  event.preventDefault();
  fetch('${base}__open-in-editor?file=' + encodeURIComponent(link.dataset.open));
});
</script>
</body>
</html>
`;
}
