import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales';
import { INVESTOR_LINKS } from '../../features/leadership/investors';
import { localeFile, releaseText } from './read-release';

type Investors = Record<keyof typeof INVESTOR_LINKS, { name?: string } | undefined>;

/** The three investors the leadership page shows, by name, in one language. */
function investorNames(locale: string): string[] {
  const company = localeFile(locale, 'company') as { leadership?: { investors?: Investors } };
  return Object.values(company.leadership?.investors ?? {}).flatMap((investor) => (investor?.name ? [investor.name] : []));
}

const names = investorNames('en');
const text = releaseText('quorvia-closes-series-a-funding');

describe('the Series A press release names the leadership page\'s investors', () => {
  it('the leadership page shows the same three investors in every language', () => {
    expect(names).toHaveLength(3);
    for (const locale of LOCALES.filter((l) => l.resources === 'full')) expect(investorNames(locale.key)).toEqual(names);
  });

  it('the round is led by one of them, everywhere the release names a lead', () => {
    const leads = [...text.matchAll(/led by (?:the )?([A-Z][\w-]*(?: [A-Z][\w-]*)*)/g)].map(([, lead]) => lead);
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads) expect(names).toContain(lead);
    expect(new Set(leads).size).toBe(1);
  });

  it('every fund the release quotes or lists is one of the three', () => {
    for (const [, fund] of text.matchAll(/(?:Partner at|participation from(?: the)?|existing investor) ([A-Z][\w-]*(?: [A-Z][\w-]*)*)/g)) expect(names).toContain(fund);
  });
});
