import { writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * CHUNK_STATS=<file> npm run build: writes, for the browser build, one line per module and chunk
 * (rendered bytes before minification, chunk file, module id), to see what a page's first-load
 * JavaScript is made of (budgets.json).
 */
export function chunkStatsPlugin(file = process.env.CHUNK_STATS): Plugin {
  return {
    name: 'quorvia:chunk-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!file || this.environment?.config.consumer === 'server') return;
      const rows: string[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) rows.push(`${module.renderedLength}\t${chunk.fileName}\t${id.replace(process.cwd(), '')}`);
      }
      writeFileSync(file, `${rows.join('\n')}\n`);
    },
  };
}
