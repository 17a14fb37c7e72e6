/** Every file `npm run schemas` writes, by its path from the repository root, with its text. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_SCHEMAS } from './content-schemas';
import { renderSchema } from './render-schema';
import { renderSettings, schemaFile, SETTINGS_FILE } from './vscode-settings';

export function generatedFiles(root: string): Map<string, string> {
  const settingsPath = join(root, SETTINGS_FILE);
  const files = new Map(CONTENT_SCHEMAS.map((entry) => [schemaFile(entry), renderSchema(entry)]));
  files.set(SETTINGS_FILE, renderSettings(existsSync(settingsPath) ? readFileSync(settingsPath, 'utf8') : null, CONTENT_SCHEMAS));
  return files;
}
