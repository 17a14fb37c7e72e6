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
    const closing = name ? new RegExp(`</${name}[\\s/>]`, 'gi') : /-->/g;
    closing.lastIndex = bodyStart;
    const end = closing.exec(html);
    const bodyEnd = end ? end.index : html.length;
    OPENING.lastIndex = end ? end.index + end[0].length : html.length;
    if (name !== 'script') continue;
    const attrs = parseAttributes(match[2] ?? '');
    if (attrs.src === undefined && EXECUTABLE_TYPES.has((attrs.type ?? '').toLowerCase())) texts.push(html.slice(bodyStart, bodyEnd));
  }
  return texts;
}
