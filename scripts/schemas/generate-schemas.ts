/**
 * npm run schemas: writes schemas/*.schema.json from the content's zod schemas and points VS Code
 * at them (.vscode/settings.json). Run it after changing a schema under src/content/;
 * generate-schemas.test.ts fails while a committed file differs from what this writes.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { generatedFiles } from './generated-files';

const root = resolve('.');
const files = generatedFiles(root);

// A schema whose entry left CONTENT_SCHEMAS would otherwise linger and mislead the editor.
const schemasDir = join(root, 'schemas');
if (existsSync(schemasDir)) {
  for (const name of readdirSync(schemasDir)) if (name.endsWith('.schema.json') && !files.has(`schemas/${name}`)) rmSync(join(schemasDir, name));
}
for (const [path, text] of files) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
console.log(`Wrote ${[...files.keys()].join(', ')}.`);
