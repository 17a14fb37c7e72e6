import { z } from 'zod';
import { nonEmptyText } from '../schema-helpers';
import { closedListMessage } from '../vocabulary/closed-list';
import { CAPABILITIES } from '../../lib/catalogue/capabilities';
import { TRANSLATABLE_LOCALES, type TranslatableLocale } from '../translations';

/**
 * A use case's measured results: the proof a buyer looks for. Shown large on the use-case page and
 * as proof cards on the home and industry pages. Never logos or names of real bodies: a team and a
 * quote are attributed by role and kind of organisation only.
 */

/** What a result's number counts; the words and the number's form per language are in locales/{lang}/proof.json (units). */
export const RESULT_UNITS = ['percent', 'times', 'hours', 'minutes', 'days'] as const;
export type ResultUnit = (typeof RESULT_UNITS)[number];

/** The span over which a result was measured; worded per language in locales/{lang}/proof.json (over). */
export const TIMEFRAME_UNITS = ['days', 'weeks', 'months', 'years'] as const;

const MEASURE_MAX = 90;
const QUOTE_MAX = 320;

const measureText = (what: string) =>
  nonEmptyText(what).max(MEASURE_MAX, { error: `${what} is at most ${MEASURE_MAX} characters: it sits under a large figure on a card` });

const result = z.strictObject(
  {
    value: z
      .number({ error: 'value must be a number, e.g. 62 (no unit, no % sign: the unit field says what it counts)' })
      .positive({ error: 'value must be more than 0; say "less" or "fewer" in measure instead of a negative number' })
      .describe('The figure, a plain number: 62 for "62%", 3.5 for "3.5×". The site formats it per language (62 %, 3,5×).'),
    unit: z
      .enum(RESULT_UNITS, { error: (issue) => closedListMessage('unit', issue.input, RESULT_UNITS) })
      .describe(`What the value counts: one of ${RESULT_UNITS.join(', ')} ("times" shows 3×).`),
    measure: measureText('measure').describe('What the figure measures, read after it: "less time to first lead" (at most 90 characters).'),
    timeframe: z
      .strictObject(
        {
          count: z
            .number({ error: 'timeframe.count must be a whole number' })
            .int({ error: 'timeframe.count must be a whole number' })
            .positive({ error: 'timeframe.count must be more than 0' })
            .describe('How many days, weeks, months or years: 6 in "over 6 months".'),
          unit: z
            .enum(TIMEFRAME_UNITS, { error: (issue) => closedListMessage('timeframe.unit', issue.input, TIMEFRAME_UNITS) })
            .describe(`One of ${TIMEFRAME_UNITS.join(', ')}.`),
        },
        { error: 'timeframe must be an object like { "count": 6, "unit": "months" }' },
      )
      .describe(`Over how long the result was measured: { "count": 6, "unit": "months" } shows "over 6 months"; unit one of ${TIMEFRAME_UNITS.join(', ')}.`),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `a result has only value, unit, measure and timeframe (not ${issue.keys.join(', ')})`
        : 'a result must be an object like { "value": 62, "unit": "percent", "measure": "less time to first lead", "timeframe": { "count": 6, "unit": "months" } }',
  },
);

const quote = z.strictObject(
  {
    text: nonEmptyText('quote.text').max(QUOTE_MAX, { error: `quote.text is at most ${QUOTE_MAX} characters` }).describe('What the customer said, without quotation marks (the page adds them).'),
    role: nonEmptyText('quote.role').describe('Who said it, by role only: "Head of OSINT". Never a name.'),
    organisation: nonEmptyText('quote.organisation').describe('The kind of organisation, never its name: "a European police force".'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `a quote has only text, role and organisation (not ${issue.keys.join(', ')}): it is attributed by role and kind of organisation, never by name`
        : 'quote must be an object with text, role and organisation',
  },
);

/** The words of an outcome in one language; figures, units and timeframes stay those of the original. */
const outcomeTranslation = z
  .strictObject(
    {
      team: nonEmptyText('team').describe('The kind of team, in this language.'),
      measures: z.array(measureText('measure'), { error: 'measures must be a list of texts, one per result' }).describe('What each result measures, in this language, in the order of results.'),
      quote: quote.describe('The quote, role and kind of organisation in this language.'),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `an outcome translation has only team, measures and quote (not ${issue.keys.join(', ')})` : 'an outcome translation must be an object with team, measures and quote') },
  )
  .describe('The outcome in this language: team, measures (one per result) and quote.');

export const outcomeSchema = z
  .strictObject(
    {
      team: nonEmptyText('team').describe('The kind of team the results are from, never its name: "Public-order planning cell of a national police force".'),
      screen: z
        .enum(CAPABILITIES, { error: (issue) => closedListMessage('screen', issue.input, CAPABILITIES) })
        .describe(`The product screen shown beside the outcome, the capability the story leans on: one of ${CAPABILITIES.join(', ')}.`),
      results: z
        .array(result, { error: 'results must be a list of two or three results' })
        .min(2, { error: 'results needs two or three measured results (one figure alone reads as a slogan)' })
        .max(3, { error: 'results has at most three results: more than three dilutes the proof' })
        .describe('Two or three measured results; the first is the headline of the proof card on the home and industry pages.'),
      quote: quote.describe('One quote, attributed by role and kind of organisation: { "text": ..., "role": "Head of OSINT", "organisation": "a European police force" }.'),
      translations: z
        .strictObject(Object.fromEntries(TRANSLATABLE_LOCALES.map((key) => [key, outcomeTranslation.optional()])) as Record<TranslatableLocale, z.ZodOptional<typeof outcomeTranslation>>, {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? `outcome translations are keyed by page language: ${TRANSLATABLE_LOCALES.join(', ')} (not ${issue.keys.join(', ')})`
              : 'outcome translations must be an object keyed by language, e.g. { "fr": { "team": "..." } }',
        })
        .optional()
        .describe(`Optional words of the outcome per page language (${TRANSLATABLE_LOCALES.join(', ')}); without one, that language shows the English words marked as English.`),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `an outcome has only team, screen, results, quote and translations (not ${issue.keys.join(', ')})`
          : 'outcome must be an object with team, screen, results and quote',
    },
  )
  .superRefine((outcome, ctx) => {
    // A translation names each result once, or a figure would stand under another figure's words.
    for (const [key, translation] of Object.entries(outcome.translations ?? {})) {
      if (translation && translation.measures.length !== outcome.results.length) {
        ctx.addIssue({ code: 'custom', path: ['translations', key, 'measures'], message: `needs ${outcome.results.length} measures, one per result (has ${translation.measures.length})` });
      }
    }
  })
  .describe('Measured results of the use case: the kind of team, a product screen, two or three results and one quote.');

export type Outcome = z.output<typeof outcomeSchema>;
