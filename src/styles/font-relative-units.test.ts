import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `ch` and `ex` are measured on the first font of the element's family that covers a space. Until
 * the brand face arrives that is a face of its fallback sized for spaces (font-fallback.css), so a
 * heading capped at 24ch was 13% narrower before the swap than after, and re-wrapped when Manrope
 * came: a layout shift. Lengths in em do not depend on which face is drawing.
 */
function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? cssFiles(path) : name.endsWith('.css') ? [path] : [];
  });
}

describe('lengths in the stylesheets', () => {
  it('use no unit measured on the current font face (ch, ex)', () => {
    const found: string[] = [];
    for (const file of cssFiles('src')) {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const match of css.matchAll(/[\d.]+(ch|ex)\b/g)) found.push(`${relative('.', file)}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
