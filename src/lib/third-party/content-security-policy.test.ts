import { describe, expect, it } from 'vitest';
import { buildCsp } from './content-security-policy';

describe('buildCsp', () => {
  it("lets the site search compile WebAssembly and allows no eval of text", () => {
    const scriptSrc = buildCsp({ scriptHashes: ['abc'], providers: [] }).split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc.split(' ')).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc.split(' ')).not.toContain("'unsafe-eval'");
    expect(scriptSrc.split(' ')).not.toContain("'unsafe-inline'");
  });
});
