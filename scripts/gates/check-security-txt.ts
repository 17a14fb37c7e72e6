/**
 * The built /.well-known/security.txt (RFC 9116) as a researcher's tool reads it: Contact and
 * Expires present, Expires once and not past, Canonical this file's production URL, and a Policy
 * that opens a built page at the section it names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '../../src/config/site';
import { timeOf } from '../../src/lib/dates/calendar';
import { resolveDistFile } from '../lib/dist-pages';
import { SECURITY_TXT_PATH } from '../build/security-txt';
import type { GateProblem } from './gate';

const FIELD = /^([A-Za-z-]+):\s*(.+)$/;

export function checkSecurityTxt(dist: string, origin: string = site.origin, now: Date = new Date()): GateProblem[] {
  const file = SECURITY_TXT_PATH;
  if (!existsSync(join(dist, file))) return [{ file, message: 'missing' }];
  const problems: string[] = [];
  const fields = new Map<string, string[]>();
  readFileSync(join(dist, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '' || line.startsWith('#')) return;
      const match = FIELD.exec(line);
      if (!match) return void problems.push(`line ${index + 1} is not "Field: value"`);
      const name = match[1]!.toLowerCase();
      fields.set(name, [...(fields.get(name) ?? []), match[2]!.trim()]);
    });
  const one = (name: string) => fields.get(name.toLowerCase()) ?? [];

  if (one('Contact').length === 0) problems.push('has no Contact');
  const expires = one('Expires');
  if (expires.length !== 1) problems.push(`needs exactly one Expires, has ${expires.length}`);
  else if (!(timeOf(expires[0]!) > now.getTime())) problems.push(`Expires ${expires[0]} is past or not a date`);
  const canonical = `${origin}/${SECURITY_TXT_PATH}`;
  if (!one('Canonical').includes(canonical)) problems.push(`Canonical must be ${canonical}`);
  for (const policy of one('Policy')) {
    const url = URL.canParse(policy) ? new URL(policy) : null;
    if (!url || url.origin !== origin) {
      problems.push(`Policy ${policy} is not a page of ${origin}`);
      continue;
    }
    const page = resolveDistFile(dist, decodeURIComponent(url.pathname));
    if (!page) problems.push(`Policy ${policy} leads to no built page`);
    else if (url.hash && !readFileSync(page, 'utf8').includes(` id="${url.hash.slice(1)}"`)) problems.push(`Policy ${policy}: the page has no element with id "${url.hash.slice(1)}"`);
  }
  return problems.map((message) => ({ file, message }));
}
