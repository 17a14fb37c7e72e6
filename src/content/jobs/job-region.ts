/**
 * Spec 000 section 5: a job's country, as the recruiting tool writes it, mapped to a region.
 * UK and Ireland values -> United Kingdom; US and Canada -> North America; EU and other European
 * countries (names in English or their own language, ISO codes) -> Europe; anything else stays as
 * written. Matching ignores case, dots, accents and extra spaces ("U.K.", "  united  kingdom").
 */
export const REGIONS = ['unitedKingdom', 'northAmerica', 'europe'] as const;
export type Region = (typeof REGIONS)[number];

const UNITED_KINGDOM = [
  'uk', 'gb', 'gbr', 'united kingdom', 'united kingdom of great britain and northern ireland', 'great britain', 'britain',
  'england', 'scotland', 'wales', 'northern ireland', 'ireland', 'republic of ireland', 'ie', 'irl', 'eire',
];

const NORTH_AMERICA = [
  'us', 'usa', 'united states', 'united states of america', 'america', 'canada', 'ca', 'can',
];

/** EU members, then the rest of Europe; each as English name, own name(s), ISO 3166 alpha-2 and alpha-3. */
const EUROPE = [
  'austria', 'osterreich', 'at', 'aut',
  'belgium', 'belgique', 'belgie', 'belgien', 'be', 'bel',
  'bulgaria', 'bg', 'bgr',
  'croatia', 'hrvatska', 'hr', 'hrv',
  'cyprus', 'cy', 'cyp',
  'czechia', 'czech republic', 'cesko', 'cz', 'cze',
  'denmark', 'danmark', 'dk', 'dnk',
  'estonia', 'eesti', 'ee', 'est',
  'finland', 'suomi', 'fi', 'fin',
  'france', 'fr', 'fra',
  'germany', 'deutschland', 'de', 'deu',
  'greece', 'hellas', 'gr', 'grc', 'el',
  'hungary', 'magyarorszag', 'hu', 'hun',
  'italy', 'italia', 'it', 'ita',
  'latvia', 'latvija', 'lv', 'lva',
  'lithuania', 'lietuva', 'lt', 'ltu',
  'luxembourg', 'luxemburg', 'letzebuerg', 'lu', 'lux',
  'malta', 'mt', 'mlt',
  'netherlands', 'the netherlands', 'holland', 'nederland', 'nl', 'nld',
  'poland', 'polska', 'pl', 'pol',
  'portugal', 'pt', 'prt',
  'romania', 'ro', 'rou',
  'slovakia', 'slovensko', 'sk', 'svk',
  'slovenia', 'slovenija', 'si', 'svn',
  'spain', 'espana', 'es', 'esp',
  'sweden', 'sverige', 'se', 'swe',
  'eu', 'european union', 'europe',
  'switzerland', 'schweiz', 'suisse', 'svizzera', 'ch', 'che',
  'norway', 'norge', 'no', 'nor',
  'iceland', 'island', 'is', 'isl',
  'liechtenstein', 'li', 'lie',
  'monaco', 'mc', 'mco',
  'andorra', 'ad', 'and',
  'san marino', 'sm', 'smr',
  'albania', 'al', 'alb',
  'serbia', 'srbija', 'rs', 'srb',
  'montenegro', 'me', 'mne',
  'north macedonia', 'macedonia', 'mk', 'mkd',
  'bosnia and herzegovina', 'bosnia', 'ba', 'bih',
  'moldova', 'md', 'mda',
  'ukraine', 'ua', 'ukr',
  'kosovo', 'xk',
];

const TABLE = new Map<string, Region>([
  ...UNITED_KINGDOM.map((v) => [v, 'unitedKingdom'] as const),
  ...NORTH_AMERICA.map((v) => [v, 'northAmerica'] as const),
  ...EUROPE.map((v) => [v, 'europe'] as const),
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
  return TABLE.get(normaliseCountry(country)) ?? null;
}

/** What the region filter groups by: a region key, or the country exactly as written. */
export function regionOrCountry(country: string): Region | string {
  return regionOf(country) ?? country.trim();
}
