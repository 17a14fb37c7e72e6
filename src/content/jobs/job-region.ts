/**
 * Spec 000 section 5: a job's country, as the recruiting tool writes it, mapped to a region.
 * UK and Ireland values -> United Kingdom; US and Canada -> North America; EU and other European
 * countries (names in English or their own language, ISO codes) -> Europe; anything else stays as
 * written. Matching ignores case, dots, accents and extra spaces ("U.K.", "  united  kingdom").
 * A country outside this table fails validation (a typo would otherwise become a filter of its own).
 */
import { nearest } from '../vocabulary/did-you-mean';

export const REGIONS = ['unitedKingdom', 'northAmerica', 'europe'] as const;
export type Region = (typeof REGIONS)[number];

/**
 * Countries by ISO 3166-1 alpha-2 code with the names the recruiting tool may write (English, own
 * language, alpha-2 and alpha-3). The code names the country in each page language and in JobPosting.
 */
const COUNTRIES: ReadonlyArray<readonly [code: string, region: Region, names: readonly string[]]> = [
  ['GB', 'unitedKingdom', ['uk', 'gb', 'gbr', 'united kingdom', 'united kingdom of great britain and northern ireland', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland']],
  ['IE', 'unitedKingdom', ['ireland', 'republic of ireland', 'ie', 'irl', 'eire']],
  ['US', 'northAmerica', ['us', 'usa', 'united states', 'united states of america', 'america']],
  ['CA', 'northAmerica', ['canada', 'ca', 'can']],
  ['AT', 'europe', ['austria', 'osterreich', 'at', 'aut']],
  ['BE', 'europe', ['belgium', 'belgique', 'belgie', 'belgien', 'be', 'bel']],
  ['BG', 'europe', ['bulgaria', 'bg', 'bgr']],
  ['HR', 'europe', ['croatia', 'hrvatska', 'hr', 'hrv']],
  ['CY', 'europe', ['cyprus', 'cy', 'cyp']],
  ['CZ', 'europe', ['czechia', 'czech republic', 'cesko', 'cz', 'cze']],
  ['DK', 'europe', ['denmark', 'danmark', 'dk', 'dnk']],
  ['EE', 'europe', ['estonia', 'eesti', 'ee', 'est']],
  ['FI', 'europe', ['finland', 'suomi', 'fi', 'fin']],
  ['FR', 'europe', ['france', 'fr', 'fra']],
  ['DE', 'europe', ['germany', 'deutschland', 'de', 'deu']],
  ['GR', 'europe', ['greece', 'hellas', 'gr', 'grc', 'el']],
  ['HU', 'europe', ['hungary', 'magyarorszag', 'hu', 'hun']],
  ['IT', 'europe', ['italy', 'italia', 'it', 'ita']],
  ['LV', 'europe', ['latvia', 'latvija', 'lv', 'lva']],
  ['LT', 'europe', ['lithuania', 'lietuva', 'lt', 'ltu']],
  ['LU', 'europe', ['luxembourg', 'luxemburg', 'letzebuerg', 'lu', 'lux']],
  ['MT', 'europe', ['malta', 'mt', 'mlt']],
  ['NL', 'europe', ['netherlands', 'the netherlands', 'holland', 'nederland', 'nl', 'nld']],
  ['PL', 'europe', ['poland', 'polska', 'pl', 'pol']],
  ['PT', 'europe', ['portugal', 'pt', 'prt']],
  ['RO', 'europe', ['romania', 'ro', 'rou']],
  ['SK', 'europe', ['slovakia', 'slovensko', 'sk', 'svk']],
  ['SI', 'europe', ['slovenia', 'slovenija', 'si', 'svn']],
  ['ES', 'europe', ['spain', 'espana', 'es', 'esp']],
  ['SE', 'europe', ['sweden', 'sverige', 'se', 'swe']],
  ['CH', 'europe', ['switzerland', 'schweiz', 'suisse', 'svizzera', 'ch', 'che']],
  ['NO', 'europe', ['norway', 'norge', 'no', 'nor']],
  ['IS', 'europe', ['iceland', 'island', 'is', 'isl']],
  ['LI', 'europe', ['liechtenstein', 'li', 'lie']],
  ['MC', 'europe', ['monaco', 'mc', 'mco']],
  ['AD', 'europe', ['andorra', 'ad', 'and']],
  ['SM', 'europe', ['san marino', 'sm', 'smr']],
  ['AL', 'europe', ['albania', 'al', 'alb']],
  ['RS', 'europe', ['serbia', 'srbija', 'rs', 'srb']],
  ['ME', 'europe', ['montenegro', 'me', 'mne']],
  ['MK', 'europe', ['north macedonia', 'macedonia', 'mk', 'mkd']],
  ['BA', 'europe', ['bosnia and herzegovina', 'bosnia', 'ba', 'bih']],
  ['MD', 'europe', ['moldova', 'md', 'mda']],
  ['UA', 'europe', ['ukraine', 'ua', 'ukr']],
  ['XK', 'europe', ['kosovo', 'xk']],
];

/** Every country code the site names in each language (careers:countries.{code}). */
export const COUNTRY_CODES: readonly string[] = COUNTRIES.map(([code]) => code);

/** Names of the whole region rather than one country. */
const EUROPE_AS_A_WHOLE = ['eu', 'european union', 'europe'];

const TABLE = new Map<string, { code: string | null; region: Region }>([
  ...COUNTRIES.flatMap(([code, region, names]) => names.map((name) => [name, { code, region }] as const)),
  ...EUROPE_AS_A_WHOLE.map((name) => [name, { code: null, region: 'europe' as Region }] as const),
]);

export function normaliseCountry(country: string): string {
  return country
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** The region key of a country, or null when the country is outside the three regions. */
export function regionOf(country: string): Region | null {
  return TABLE.get(normaliseCountry(country))?.region ?? null;
}

/** ISO 3166-1 alpha-2 code of a country as the recruiting tool wrote it, or null when unknown. */
export function countryCode(country: string): string | null {
  return TABLE.get(normaliseCountry(country))?.code ?? null;
}

/** What the region filter groups by: a region key, or the country exactly as written. */
export function regionOrCountry(country: string): Region | string {
  return regionOf(country) ?? country.trim();
}

// Made on first use: creating it loads ICU's region names, some 20 ms of main thread on a phone, and
// the careers pages import this module for regionOf and countryCode, which never need it.
let englishNames: Intl.DisplayNames | undefined;
const regionNames = () => (englishNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }));

/** The country's English name from its code (GB -> United Kingdom), as Intl knows it. */
export function countryLabel(code: string): string {
  return regionNames().of(code) ?? code;
}

/**
 * Alpha-2 codes that are not countries although Intl names them: user-assigned ranges, groups
 * (EU, UN, the eurozone) and the exceptionally reserved islands and territories.
 */
const NOT_COUNTRIES = /^(?:AA|Q[M-Z]|X[A-Z]|ZZ|AC|CP|DG|EA|EU|EZ|IC|TA|UN)$/;

/**
 * Every ISO 3166-1 alpha-2 code Intl names, with its English name (normalised): the rest of the world.
 * Built on first use: naming 676 codes costs tens of milliseconds of main thread, and only the
 * content check asks, never a page in the browser.
 */
function nameTheWorld(): ReadonlyMap<string, string> {
  const named = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      const name = NOT_COUNTRIES.test(code) ? undefined : regionNames().of(code);
      if (name && name !== code) {
        named.set(normaliseCountry(code), code);
        named.set(normaliseCountry(name), code);
      }
    }
  }
  return named;
}
let world: ReadonlyMap<string, string> | undefined;
const worldCountries = () => (world ??= nameTheWorld());

/**
 * Whether the build knows a country as written: a name or code of the table above, or any other
 * ISO 3166-1 country by its code or English name (shown as written, outside the three regions).
 * An unknown one would otherwise become a filter option of its own ("Untied Kingdom").
 */
export function isKnownCountry(country: string): boolean {
  const key = normaliseCountry(country);
  return TABLE.has(key) || worldCountries().has(key);
}

/** What the editor's schema suggests: each code of the table and its English name. */
export function countryExamples(): string[] {
  return COUNTRIES.flatMap(([code]) => [code, countryLabel(code)]);
}

/** The build's message for a country it does not know, with the nearest one ("Untied Kingdom"). */
export function unknownCountryMessage(country: string): string {
  const near = nearest(normaliseCountry(country), [...TABLE.keys(), ...worldCountries().keys()]);
  const code = near === null ? undefined : (TABLE.get(near)?.code ?? worldCountries().get(near));
  const hint = near === null ? '' : ` Did you mean "${code ? countryLabel(code) : 'Europe'}"?`;
  return `country "${country}" is not a country the site knows.${hint} Write an ISO 3166-1 code (GB, US, DE, LU, ...) or the country's name in English or its own language (src/content/jobs/job-region.ts lists the names).`;
}
