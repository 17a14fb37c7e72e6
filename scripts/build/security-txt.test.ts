import { describe, expect, it } from 'vitest';
import { SECURITY_TXT_CONFIG, securityTxt, securityTxtProblems, type SecurityTxtConfig } from './security-txt';

const config: SecurityTxtConfig = { mailbox: 'security@quorvia.example', expires: '2027-08-31T00:00:00Z', preferredLanguages: ['en', 'fr'], policyPath: '/contact#security' };
const origin = 'https://www.quorvia.example';
const on = (day: string) => new Date(`${day}T12:00:00Z`);

describe('security.txt', () => {
  it('holds the RFC 9116 fields from the config, one a line', () => {
    expect(securityTxt(config, origin)).toBe(
      [
        'Contact: mailto:security@quorvia.example',
        'Expires: 2027-08-31T00:00:00.000Z',
        'Preferred-Languages: en, fr',
        'Policy: https://www.quorvia.example/contact#security',
        'Canonical: https://www.quorvia.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('is built from src/config/site.ts, whose Expires is valid today', () => {
    const text = securityTxt(SECURITY_TXT_CONFIG, origin);
    expect(text).toMatch(/^Contact: mailto:[^@\s]+@[^@\s]+$/m);
    expect(text).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/m);
    expect(securityTxtProblems(SECURITY_TXT_CONFIG)).toEqual([]);
  });

  it('accepts an Expires from 30 days to a year away', () => {
    expect(securityTxtProblems(config, on('2027-07-31'))).toEqual([]);
    expect(securityTxtProblems(config, on('2026-09-01'))).toEqual([]);
  });

  it('fails under 30 days away or past, naming the config field and a date to set', () => {
    const soon = securityTxtProblems(config, on('2027-08-10'));
    expect(soon).toEqual([expect.stringMatching(/^src\/config\/site\.ts at site\.securityTxt\.expires: security\.txt expires in 20 days \(on 2027-08-31\)/)]);
    expect(soon[0]).toMatch(/such as 2028-02-08T00:00:00Z/);
    expect(securityTxtProblems(config, on('2027-09-02'))).toEqual([expect.stringMatching(/site\.securityTxt\.expires: security\.txt expired on 2027-08-31/)]);
  });

  it('fails more than a year away, and on a value that is not a date', () => {
    expect(securityTxtProblems(config, on('2026-08-01'))).toEqual([expect.stringMatching(/site\.securityTxt\.expires: 2027-08-31 is more than a year away/)]);
    expect(securityTxtProblems({ ...config, expires: '31/08/2027' }, on('2027-01-01'))).toEqual([expect.stringMatching(/"31\/08\/2027" is not a date/)]);
  });

  it('names a mailbox, language list or policy path that cannot be written', () => {
    const problems = securityTxtProblems({ ...config, mailbox: 'security', preferredLanguages: [], policyPath: 'contact' }, on('2027-01-01'));
    expect(problems).toEqual([
      expect.stringMatching(/site\.mailboxes\.security: "security" is not an e-mail address/),
      expect.stringMatching(/site\.securityTxt\.preferredLanguages: name at least one language/),
      expect.stringMatching(/site\.securityTxt\.policyPath: "contact" must be a path/),
    ]);
  });
});
