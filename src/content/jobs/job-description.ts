import { parseDocument } from 'htmlparser2';
import { Element, Text, isTag, isText, type ChildNode, type ParentNode } from 'domhandler';
import { findAll, removeElement, textContent, prepend } from 'domutils';
import render from 'dom-serializer';
import { decodeDescription } from '../article/decode-description';

const HASHTAG = /(^|[\s(])#[\p{L}\p{N}_][\p{L}\p{N}_-]*/gu;
const BOLD = new Set(['strong', 'b']);

function stripHashtags(parent: ParentNode): void {
  for (const node of parent.children) {
    if (isText(node) && node.data.includes('#')) {
      // Tidy what a removed tag leaves behind: doubled spaces and empty brackets.
      node.data = node.data.replace(HASHTAG, '$1').replace(/\s*\(\s*\)/g, '').replace(/ {2,}/g, ' ');
    }
    else if (isTag(node)) stripHashtags(node);
  }
}

const isBlank = (node: ChildNode) => isText(node) && node.data.replace(/\u00a0/g, ' ').trim() === '';

/** A paragraph that holds no text and no image (whitespace, &nbsp; and <br> only). */
function isEmptyParagraph(p: Element): boolean {
  const text = textContent(p).replace(/\u00a0/g, ' ').trim();
  return text === '' && findAll((n) => n.name === 'img', p.children).length === 0;
}

/**
 * `<p><strong>Your role:</strong> text</p>` -> `<h2>Your role</h2><p>text</p>` (the job title is the h1). Recruiting tools
 * write section titles as bold labels; as headings they get ids and structure the page.
 */
function promoteLabel(p: Element): void {
  const first = p.children.find((node) => !isBlank(node));
  if (!first || !isTag(first) || !BOLD.has(first.name)) return;
  const label = textContent(first).replace(/\s+/g, ' ').trim();
  if (!label.endsWith(':') || label.length < 2) return;
  const heading = new Element('h2', {}, [new Text(label.slice(0, -1).trim())]);
  removeElement(first);
  prepend(p, heading);
  // prepend() puts the heading inside p's sibling list, before p.
  const rest = p.children;
  while (rest[0] && (isBlank(rest[0]) || (isTag(rest[0]) && rest[0].name === 'br'))) removeElement(rest[0]);
  const leading = rest[0];
  if (leading && isText(leading)) leading.data = leading.data.replace(/^\s+/, '');
}

/**
 * Spec 000 sections 2 and 5, for job descriptions: base64 decoded (a decoding failure gives empty
 * text), hashtags stripped, bold-colon paragraphs turned into subheadings, empty paragraphs
 * removed. The result still goes through the one sanitiser (processArticleHtml) afterwards.
 */
export function prepareJobDescription(description: string | undefined): string {
  const decoded = decodeDescription(description);
  if (!decoded.ok) return '';
  const document = parseDocument(decoded.html);
  stripHashtags(document);
  const paragraphs = findAll((node) => node.name === 'p', document.children);
  for (const p of paragraphs) promoteLabel(p);
  for (const p of paragraphs) if (isEmptyParagraph(p)) removeElement(p);
  return render(document, { encodeEntities: 'utf8' });
}
