import { extname } from 'node:path';
import type { Connect } from 'vite';

export interface EmittedFile {
  fileName: string;
  source: Uint8Array | string;
}

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.zip': 'application/zip',
};

export const contentTypeOf = (fileName: string) => TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';

/**
 * A dev server middleware answering files a plugin emits into the build (PDFs, the brand area's
 * downloads) under their URL below `prefix`. `files` is asked on each such request, so it sees
 * the sources as they are now.
 */
export function emittedFilesMiddleware(prefix: string, files: () => Promise<Iterable<EmittedFile>>): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url?.split('?')[0];
    if (!url?.startsWith(prefix)) return next();
    files().then((list) => {
      for (const file of list) {
        if (`/${file.fileName}` !== url) continue;
        res.writeHead(200, { 'Content-Type': contentTypeOf(file.fileName), 'Cache-Control': 'no-cache' }).end(file.source);
        return;
      }
      next();
    }, next);
  };
}
