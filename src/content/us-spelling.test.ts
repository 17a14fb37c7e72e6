import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The content is the US English text (en pages; /uk shows it too, while locales/uk holds the
 * British copy). These British forms slipped in once; base64 bodies are decoded before checking.
 */
const BRITISH = /\b(defence|radicalis(e|ed|es|ing|ation))\b/gi;

function texts(value: unknown): string[] {
  if (typeof value === 'string') {
    const base64 = value.length > 40 && /^[A-Za-z0-9+/]+={0,2}$/.test(value);
    return [base64 ? Buffer.from(value, 'base64').toString('utf8') : value];
  }
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') {
    // translations hold other languages; their spelling is theirs
    return Object.entries(value).flatMap(([key, v]) => (key === 'translations' ? [] : texts(v)));
  }
  return [];
}

const britishIn = (file: string) => texts(JSON.parse(readFileSync(file, 'utf8'))).flatMap((text) => text.match(BRITISH) ?? []);

describe('US spelling in the English content', () => {
  it('legal documents say "defense"', () => {
    for (const name of readdirSync('content/legal').filter((f) => f.endsWith('.json'))) expect(britishIn(`content/legal/${name}`), name).toEqual([]);
  });
  it('use cases say "radicalization" and "defense"', () => {
    expect(britishIn('content/posts/usecases.json')).toEqual([]);
  });
});
