/** The security.txt check over a small planted site (no build needed). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { securityTxt } from '../build/security-txt';
import { checkSecurityTxt } from './check-security-txt';

const origin = 'https://www.quorvia.example';
const now = new Date('2027-01-15T00:00:00Z');
const config = { mailbox: 'security@quorvia.example', expires: '2027-08-31T00:00:00Z', preferredLanguages: ['en', 'fr'], policyPath: '/contact#security' };
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function site(text: string | null, contact = '<section id="security"><h2>Reporting</h2></section>'): string {
  const dist = mkdtempSync(join(tmpdir(), 'quorvia-security-txt-'));
  dirs.push(dist);
  writeFileSync(join(dist, 'contact.html'), `<!doctype html><html><body>${contact}</body></html>`);
  if (text !== null) {
    mkdirSync(join(dist, '.well-known'));
    writeFileSync(join(dist, '.well-known', 'security.txt'), text);
  }
  return dist;
}
const messages = (dist: string) => checkSecurityTxt(dist, origin, now).map((p) => `${p.file}: ${p.message}`);

describe('security.txt gate', () => {
  it('passes the file the build writes', () => {
    expect(messages(site(securityTxt(config, origin)))).toEqual([]);
  });
  it('finds a missing file, and a Policy whose page or section is gone', () => {
    expect(messages(site(null))).toEqual(['.well-known/security.txt: missing']);
    expect(messages(site(securityTxt(config, origin), '<p>no section</p>'))).toEqual([
      `.well-known/security.txt: Policy ${origin}/contact#security: the page has no element with id "security"`,
    ]);
    expect(messages(site(securityTxt({ ...config, policyPath: '/trust' }, origin)))).toEqual([`.well-known/security.txt: Policy ${origin}/trust leads to no built page`]);
  });
  it('finds missing, repeated or past fields and a wrong Canonical', () => {
    const text = ['Expires: 2026-12-01T00:00:00.000Z', 'Expires: 2027-12-01T00:00:00.000Z', 'Canonical: https://staging.quorvia.example/.well-known/security.txt', 'not a field', ''].join('\n');
    expect(messages(site(text))).toEqual([
      '.well-known/security.txt: line 4 is not "Field: value"',
      '.well-known/security.txt: has no Contact',
      '.well-known/security.txt: needs exactly one Expires, has 2',
      `.well-known/security.txt: Canonical must be ${origin}/.well-known/security.txt`,
    ]);
    expect(messages(site(securityTxt({ ...config, expires: '2027-01-01T00:00:00Z' }, origin)))).toEqual([
      '.well-known/security.txt: Expires 2027-01-01T00:00:00.000Z is past or not a date',
    ]);
  });
});
