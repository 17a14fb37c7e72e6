import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** One place the site's code writes to the browser: a storage key, or a cookie. */
export interface StorageWrite {
  file: string;
  area: 'localStorage' | 'sessionStorage' | 'cookie';
  /** The key as written; for a key built from a template, the text before its first `${...}`. */
  key: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module an import specifier names, as a file on disk. */
function moduleFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

/**
 * The text of a string constant (a template keeps its `${...}` parts: keyOf cuts there). Follows
 * `import { A as B }` to the exporting module.
 */
function constantValue(file: string, name: string, depth = 0): string | null {
  if (depth > 4) return null;
  const source = readFileSync(file, 'utf8');
  const declared = new RegExp(`const ${name}\\s*(?::[^=]+)?=\\s*(['"\`])((?:(?!\\1).)*)\\1`).exec(source);
  if (declared) return declared[2]!;
  for (const [, names, specifier] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const part of names!.split(',')) {
      const [imported, local] = part.trim().split(/\s+as\s+/);
      if ((local ?? imported) !== name || !imported) continue;
      const target = moduleFile(file, specifier!);
      return target ? constantValue(target, imported, depth + 1) : null;
    }
  }
  return null;
}

/** A key argument: a string literal, or a constant resolved as above. */
function keyOf(file: string, argument: string): string {
  const literal = /^(['"`])(.*)\1$/.exec(argument.trim());
  const value = literal ? literal[2]! : (constantValue(file, argument.trim()) ?? argument.trim());
  // A key built from a changing part (an announcement's id) is declared by its fixed start.
  return value.includes('${') ? value.slice(0, value.indexOf('${')) : value;
}

/** Every write to localStorage, sessionStorage or document.cookie in the site's code (src/, tests excluded). */
export function storageWrites(root = 'src'): StorageWrite[] {
  const writes: StorageWrite[] = [];
  for (const file of sourceFiles(resolve(root))) {
    const source = readFileSync(file, 'utf8');
    for (const [, area, argument] of source.matchAll(/(localStorage|sessionStorage)\.setItem\(\s*([^,]+),/g)) {
      writes.push({ file, area: area as StorageWrite['area'], key: keyOf(file, argument!) });
    }
    for (const [, value] of source.matchAll(/document\.cookie\s*=(?!=)\s*([^;\n]+)/g)) {
      writes.push({ file, area: 'cookie', key: value!.trim() });
    }
  }
  return writes;
}
