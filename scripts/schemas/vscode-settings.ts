/**
 * The `json.schemas` entries of .vscode/settings.json that make VS Code validate and complete the
 * content files while an editor types, without a `$schema` key in the files themselves.
 */
import type { ContentSchema } from './content-schemas';

export const SETTINGS_FILE = '.vscode/settings.json';
export const schemaFile = (entry: ContentSchema) => `schemas/${entry.name}.schema.json`;

interface SchemaAssociation {
  fileMatch: string[];
  url: string;
}

/** A leading / anchors fileMatch at the workspace folder; a ./ url is read from it too. */
export function schemaAssociations(entries: readonly ContentSchema[]): SchemaAssociation[] {
  return entries.map((entry) => ({ fileMatch: entry.files.map((file) => `/content/${file}`), url: `./${schemaFile(entry)}` }));
}

/**
 * The settings file with `json.schemas` replaced and every other setting kept, so a setting a
 * developer adds by hand survives `npm run schemas`. VS Code allows comments there; this file has
 * none, and JSON.parse fails loudly should one be added.
 */
export function renderSettings(existing: string | null, entries: readonly ContentSchema[]): string {
  const settings = existing ? (JSON.parse(existing) as Record<string, unknown>) : {};
  return `${JSON.stringify({ ...settings, 'json.schemas': schemaAssociations(entries) }, null, 2)}\n`;
}
