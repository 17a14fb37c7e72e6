import { extname } from 'node:path';
import type { Content } from '../../src/content/content-types';
import { contentOutputs } from '../build/content-outputs';

const TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/**
 * The files the build publishes from content (raw lists under /assets/, list indexes, oEmbed
 * files, feeds, share pages), by the URL the dev server answers them at. Job social images are
 * left out: they are drawn with sharp, and only other sites' previews read them.
 */
export function contentFiles(content: Content): Map<string, { body: string; type: string }> {
  const files = new Map<string, { body: string; type: string }>();
  const add = (fileName: string, body: string) => {
    const type = TYPES[extname(fileName)] ?? 'application/octet-stream';
    files.set(`/${fileName}`, { body, type });
    // Share pages are folders with an index.html, asked for as /share/.../ .
    if (fileName.endsWith('/index.html')) files.set(`/${fileName.slice(0, -'index.html'.length)}`, { body, type });
  };
  for (const [file, raw] of Object.entries(content.raw)) add(`assets/${file}`, JSON.stringify(JSON.parse(raw)));
  // The full JSON lists too: the dev server has no search index, so its lists sort and filter on them.
  for (const file of contentOutputs(content, { fullLists: true })) add(file.fileName, file.source);
  return files;
}
