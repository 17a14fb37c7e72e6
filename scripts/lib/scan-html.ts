import { Parser } from 'htmlparser2';

export interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** Text content, kept for <script> and <style> only. */
  text?: string;
  /** True when the tag sits inside <head>. */
  inHead: boolean;
}

export interface ScannedPage {
  tags: Tag[];
  /** Every id in the document (fragment targets). */
  ids: Set<string>;
}

/** One pass over a page with a real HTML tokenizer; the gates query the result. */
export function scanHtml(html: string): ScannedPage {
  const tags: Tag[] = [];
  const ids = new Set<string>();
  const open: Tag[] = [];
  let inHead = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'head') inHead = true;
        const tag: Tag = { name, attrs, inHead };
        tags.push(tag);
        if (attrs.id) ids.add(attrs.id);
        if (name === 'a' && attrs.name) ids.add(attrs.name);
        if (name === 'script' || name === 'style') {
          tag.text = '';
          open.push(tag);
        }
      },
      ontext(text) {
        const current = open.at(-1);
        if (current) current.text += text;
      },
      onclosetag(name) {
        if (name === 'head') inHead = false;
        if ((name === 'script' || name === 'style') && open.length) open.pop();
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { tags, ids };
}

/** `<script>` elements the browser executes (no src, not a data block such as JSON-LD). */
export function inlineExecutableScripts(page: ScannedPage): Tag[] {
  return page.tags.filter((t) => {
    if (t.name !== 'script' || t.attrs.src !== undefined) return false;
    const type = (t.attrs.type ?? '').toLowerCase();
    return type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
  });
}
