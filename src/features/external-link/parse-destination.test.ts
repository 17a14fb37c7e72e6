import { describe, expect, it } from 'vitest';
import { parseDestination } from './parse-destination';

const q = (dest: string) => `?dest=${encodeURIComponent(dest)}`;

describe('parseDestination', () => {
  it('accepts encoded http and https URLs and keeps their query', () => {
    expect(parseDestination(q('https://example.org/a?b=1&utm_source=quorvia'))?.href).toBe('https://example.org/a?b=1&utm_source=quorvia');
    expect(parseDestination(q('http://example.org'))?.hostname).toBe('example.org');
    expect(parseDestination('?dest=https%3A%2F%2Fexample.org%2Fx&other=1')?.pathname).toBe('/x');
  });

  it.each([
    ['missing', ''],
    ['empty', '?dest='],
    ['twice', `${q('https://a.example')}&dest=${encodeURIComponent('https://b.example')}`],
    ['undecodable', '?dest=https%3A%2F%2Fexample.org%E0%A4%A'],
    ['javascript:', q('javascript:alert(1)')],
    ['JavaScript: mixed case', q('JaVaScRiPt:alert(1)')],
    ['data:', q('data:text/html,<script>alert(1)</script>')],
    ['vbscript:', q('vbscript:msgbox(1)')],
    ['protocol-relative', q('//evil.example/path')],
    ['backslashes', q('https:\\\\evil.example')],
    ['backslash after host', q('https://good.example\\@evil.example')],
    ['tab inside scheme', q('java\tscript:alert(1)')],
    ['newline', q('https://example.org/\nx')],
    ['leading space', q(' https://example.org')],
    ['null byte', q('https://example.org\u0000.evil')],
    ['no host', q('https:///path')],
    ['credentials', q('https://good.example@evil.example/')],
    ['relative path', q('/hub')],
    ['ftp', q('ftp://example.org/file')],
    ['double-encoded', `?dest=${encodeURIComponent(encodeURIComponent('https://example.org'))}`],
  ])('refuses %s', (_label, search) => {
    expect(parseDestination(search)).toBeNull();
  });
});
