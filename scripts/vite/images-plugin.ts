import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { ContentOptions } from '../../src/content/load-content';
import { imageHash, localImageFile } from '../../src/content/images/image-hash';
import { isImageFamily } from '../../src/lib/images/image-slots';
import { generateImages, type ImageJob } from '../images/generate-images';
import { contentImageJobs } from '../images/content-image-jobs';
import { findVariant, previewVariant } from '../images/dev-variants';
import { VARIANT_DIR } from '../../src/lib/images/image-formats';
import { getContent } from './content-plugin';
import { stepDetail, stepProgress, stepStarts } from '../build/build-events';

const PREFIX = '\0quorvia-image:';

export interface ImagesPluginOptions {
  content: Required<ContentOptions>;
  outDir: string;
  cacheDir: string;
}

/**
 * Responsive images (docs/performance.md). Static pictures are imported as
 * `/media/x.webp?image=<family>` and become `{ src, hash }`; content covers and portraits get their
 * hash from the content loader. After the browser build is written, every such source is encoded
 * into dist/static/img/ for each slot of its family (scripts/images/), through the cache.
 */
export function imagesPlugin(options: ImagesPluginOptions): Plugin {
  const { publicDir } = options.content;
  const imported = new Map<string, ImageJob>();
  return {
    name: 'quorvia:images',
    enforce: 'pre',
    resolveId(id, importer) {
      const match = /^(.+)\?image=(\w+)$/.exec(id);
      if (!match) return null;
      const [, path = '', family = ''] = match;
      if (!isImageFamily(family)) this.error(`${id}: unknown image family "${family}" (src/lib/images/image-slots.ts)`);
      // import.meta.glob hands over paths relative to the importer (../../public/media/...) or to the
      // root (/public/media/...); the site serves the same file as /media/...
      let src = path;
      if (path.startsWith('/public/')) src = path.slice('/public'.length);
      else if (path.startsWith('.') && importer) src = `/${relative(publicDir, resolve(dirname(importer), path)).split(sep).join('/')}`;
      return `${PREFIX}${family}:${src}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const rest = id.slice(PREFIX.length);
      const family = rest.slice(0, rest.indexOf(':'));
      const src = rest.slice(rest.indexOf(':') + 1);
      const file = localImageFile(publicDir, src);
      if (!existsSync(file) || !isImageFamily(family)) this.error(`${src}?image=${family}: no such file public${src}`);
      this.addWatchFile(file);
      const hash = imageHash(readFileSync(file));
      if (isImageFamily(family)) imported.set(`${family}:${src}`, { src, hash, file, family });
      return `export default ${JSON.stringify({ src, hash })};`;
    },
    configureServer(server) {
      // The dev server makes each variant when the browser asks for it (the build writes them all to dist/).
      const made = new Map<string, Promise<{ bytes: Buffer; type: string }>>();
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        if (!url?.startsWith(`${VARIANT_DIR}/`)) return next();
        let jobs: ImageJob[] = [...imported.values()];
        try {
          jobs = [...contentImageJobs(getContent(options.content).content, publicDir, options.content.staging), ...jobs];
        } catch {
          // Broken content is reported by the dev server's overlay; the static pictures still resolve.
        }
        const variant = findVariant(jobs, url);
        if (!variant) {
          res.writeHead(404).end();
          return;
        }
        let image = made.get(url);
        if (!image) made.set(url, (image = previewVariant(variant)));
        image.then(
          ({ bytes, type }) => res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(bytes),
          (error: unknown) => {
            made.delete(url);
            next(error);
          },
        );
      });
    },
    async writeBundle() {
      // The browser build has seen every import (pages' chunks included); the server build writes no public files.
      if (this.environment?.config.consumer === 'server') return;
      const started = performance.now();
      stepStarts('images');
      const jobs = [...contentImageJobs(getContent(options.content).content, publicDir, options.content.staging), ...imported.values()];
      const result = await generateImages(jobs, { outDir: options.outDir, cacheDir: options.cacheDir, onProgress: stepProgress });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[images] ${jobs.length} sources, ${result.written} variants (${result.encoded} encoded, ${result.fromCache} from cache, ${(result.bytes / 1024).toFixed(0)} KiB) in ${seconds} s`);
      stepDetail(`${jobs.length} sources, ${result.written} variants, ${result.encoded} encoded`);
      // The last of the browser build's hooks are quick; the server bundle is what follows.
      stepStarts('server bundle');
    },
  };
}
