import { parseAttributes } from './dist-pages';

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const OPENING = /<!--|<(script|style)(?=[\s>/])([^>]*)>/gi;

/**
 * The text of each `<script>` the browser executes (no src, not a data block such as JSON-LD),
 * found without tokenizing the whole page: the postbuild hashes them on every page, and the full
 * scan (scan-html.ts) was 40% of its time. Sound for the markup React and the build write, where
 * text and attribute values escape `<` and `>`; comments and `<style>` bodies are stepped over as
 * the browser does. The CSP gate checks every built page's hashes with the full scan.
 */
export function inlineScriptTexts(html: string): string[] {
  const texts: string[] = [];
  OPENING.lastIndex = 0;
  for (let match = OPENING.exec(html); match; match = OPENING.exec(html)) {
    const name = match[1]?.toLowerCase();
    const bodyStart = OPENING.lastIndex;
    const [bodyEnd, after] = name ? closingOf(html, bodyStart, name) : commentEnd(html, bodyStart);
    OPENING.lastIndex = after;
    if (name !== 'script') continue;
    const attrs = parseAttributes(match[2] ?? '');
    if (attrs.src === undefined && EXECUTABLE_TYPES.has((attrs.type ?? '').toLowerCase())) texts.push(html.slice(bodyStart, bodyEnd));
  }
  return texts;
}

// React marks text and Suspense boundaries with comments, a hundred on an article page: their
// ends are found without a regular expression, and the two closing tags' expressions are kept.
const CLOSING: Record<string, RegExp> = { script: /<\/script[\s/>]/gi, style: /<\/style[\s/>]/gi };

/** Where an element's text ends and the scan goes on; an unclosed element runs to the end. */
function closingOf(html: string, from: number, name: string): [number, number] {
  const closing = CLOSING[name]!;
  closing.lastIndex = from;
  const end = closing.exec(html);
  return end ? [end.index, end.index + end[0].length] : [html.length, html.length];
}

function commentEnd(html: string, from: number): [number, number] {
  const end = html.indexOf('-->', from);
  return end < 0 ? [html.length, html.length] : [end, end + 3];
}
