import { createHead, transformHtmlTemplate } from '@unhead/react/server';

type Unhead = ReturnType<typeof createHead>;
import { normalizePath } from '../i18n/localize-path';

/**
 * One unhead instance per prerendered page, keyed by path: vite-react-ssg renders pages
 * concurrently and only collects its own <Head>, so the build writes unhead's tags itself.
 */
const heads = new Map<string, Unhead>();

export function serverHeadFor(pathname: string): Unhead {
  const key = normalizePath(pathname);
  let head = heads.get(key);
  if (!head) {
    head = createHead();
    heads.set(key, head);
  }
  return head;
}

/** Writes the page's head tags and html attributes into its HTML, then forgets the page. */
export function applyServerHead(routePath: string, html: string): string {
  const key = normalizePath(routePath);
  const head = heads.get(key);
  heads.delete(key);
  if (!head) throw new Error(`No head was rendered for ${key}`);
  return transformHtmlTemplate(head as Parameters<typeof transformHtmlTemplate>[0], html);
}
