/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, in which languages, under
 * which policy, and until when the file may be trusted. Every value comes from src/config/site.ts.
 */
import { site } from '../../src/config/site';
import { isoDay, timeOf } from '../../src/lib/dates/calendar';

export const SECURITY_TXT_PATH = '.well-known/security.txt';
/** The build and `npm run validate` fail when Expires is closer than this. */
export const MIN_DAYS_LEFT = 30;
/** RFC 9116 recommends an Expires less than a year into the future. */
const MAX_DAYS_AHEAD = 366;
const DAY = 24 * 60 * 60 * 1000;
const CONFIG = 'src/config/site.ts';

export interface SecurityTxtConfig {
  mailbox: string;
  expires: string;
  preferredLanguages: readonly string[];
  policyPath: string;
}

export const SECURITY_TXT_CONFIG: SecurityTxtConfig = { mailbox: site.mailboxes.security, ...site.securityTxt };

/** The file's text: one field a line (LF line ends, which RFC 9116 allows), ending with a newline. */
export function securityTxt(config: SecurityTxtConfig, origin: string): string {
  return [
    `Contact: mailto:${config.mailbox}`,
    `Expires: ${new Date(timeOf(config.expires)).toISOString()}`,
    `Preferred-Languages: ${config.preferredLanguages.join(', ')}`,
    `Policy: ${origin}${config.policyPath}`,
    `Canonical: ${origin}/${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}

/** What is wrong with the config on `now`, each naming the field to change; empty when it is fine. */
export function securityTxtProblems(config: SecurityTxtConfig, now: Date = new Date()): string[] {
  const field = `${CONFIG} at site.securityTxt.expires`;
  const expires = timeOf(config.expires);
  if (Number.isNaN(expires)) return [`${field}: "${config.expires}" is not a date; write it like 2027-08-31T00:00:00Z.`];
  const problems: string[] = [];
  const daysLeft = Math.floor((expires - now.getTime()) / DAY);
  if (daysLeft < 0) problems.push(`${field}: security.txt expired on ${config.expires.slice(0, 10)}. Set a date under a year ahead, such as ${suggestion(now)}.`);
  else if (daysLeft < MIN_DAYS_LEFT) problems.push(`${field}: security.txt expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'} (on ${config.expires.slice(0, 10)}); keep it at least ${MIN_DAYS_LEFT} days away. Set a date under a year ahead, such as ${suggestion(now)}.`);
  else if (daysLeft > MAX_DAYS_AHEAD) problems.push(`${field}: ${config.expires.slice(0, 10)} is more than a year away; RFC 9116 asks for less, so that stale contact details expire. Set a date such as ${suggestion(now)}.`);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(config.mailbox)) problems.push(`${CONFIG} at site.mailboxes.security: "${config.mailbox}" is not an e-mail address.`);
  if (config.preferredLanguages.length === 0) problems.push(`${CONFIG} at site.securityTxt.preferredLanguages: name at least one language, such as "en".`);
  if (!config.policyPath.startsWith('/')) problems.push(`${CONFIG} at site.securityTxt.policyPath: "${config.policyPath}" must be a path on the site, starting with "/".`);
  return problems;
}

/** About six months from `now`, at midnight UTC: comfortably inside both limits. */
function suggestion(now: Date): string {
  return `${isoDay(new Date(now.getTime() + 182 * DAY))}T00:00:00Z`;
}
