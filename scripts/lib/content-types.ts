/**
 * Content types as Cloudflare Pages labels files by extension (charset only on HTML, CSS and
 * plain text); `_headers` may override them. Shared by the local server and the Cloudflare pack
 * (which stores each packed file's type for the worker), so both label a file as the CDN does.
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/** The type of a file by the extension of its name. */
export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.');
  const slash = file.lastIndexOf('/');
  return (dot > slash ? CONTENT_TYPES[file.slice(dot).toLowerCase()] : undefined) ?? 'application/octet-stream';
}
