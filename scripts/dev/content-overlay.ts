import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorPayload } from 'vite';
import type { ContentError } from '../../src/content/content-error';
import { locateJsonPath, type TextLocation } from './json-location';

type OverlayError = ErrorPayload['err'];

/** JSON.parse's complaint already says where (src/content/read-json-file.ts). */
function parseErrorLocation(message: string): TextLocation | null {
  const match = /\(line (\d+), column (\d+)\)/.exec(message);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : null;
}

/**
 * Vite's error overlay for content problems: the build's own report as the message, and the
 * first problem's file at the line of its JSON path, so the overlay's file link opens it there.
 */
export function contentErrorPayload(error: ContentError, report: string, contentDir: string): OverlayError {
  const first = error.problems[0];
  const payload: OverlayError = { message: report, stack: '', plugin: 'quorvia:content' };
  if (!first) return payload;
  const file = join(contentDir, first.file);
  payload.id = file;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const at = parseErrorLocation(first.message) ?? (text === null ? null : locateJsonPath(text, first.path));
  if (at) payload.loc = { file, ...at };
  return payload;
}

/**
 * The page served while content is broken: Vite's client (which reloads it once the content is
 * fixed) and its overlay with the problem. The message also stands as text, for a reader without JavaScript.
 */
export function contentErrorPage(error: OverlayError, base = '/'): string {
  // Inside a <script>, "</script" or "<!--" in a message must not end it.
  const data = JSON.stringify(error).replace(/</g, '\\u003c');
  const escaped = error.message.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Content error</title>
<script type="module" src="${base}@vite/client"></script>
<script type="module">
import { ErrorOverlay } from '${base}@vite/client';
document.body.appendChild(new ErrorOverlay(${data}));
</script>
</head>
<body>
<pre>${escaped}</pre>
</body>
</html>
`;
}
