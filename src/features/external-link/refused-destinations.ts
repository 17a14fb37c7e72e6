/**
 * Destinations the /ex page must refuse, as the query part of its address: the parser returns
 * nothing for each (parse-destination.test.ts), and the page shows not-found without the warning
 * and runs nothing (e2e/external-link.spec.ts). One list, so a case added for one is tried by both.
 */
const q = (dest: string) => `?dest=${encodeURIComponent(dest)}`;

export const REFUSED_DESTINATIONS: ReadonlyArray<readonly [label: string, search: string]> = [
  ['missing', ''],
  ['empty', '?dest='],
  ['twice', `${q('https://a.example')}&dest=${encodeURIComponent('https://b.example')}`],
  ['undecodable', '?dest=https%3A%2F%2Fexample.org%E0%A4%A'],
  ['javascript:', q('javascript:alert(document.domain)')],
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
  ["credentials naming the site's own host", q('https://www.quorvia.example@evil.example/')],
  ['relative path', q('/hub')],
  ['ftp', q('ftp://example.org/file')],
  ['double-encoded', `?dest=${encodeURIComponent(encodeURIComponent('https://example.org'))}`],
];
