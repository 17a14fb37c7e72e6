import { z } from 'zod';
import { isoDate, nonEmptyText } from '../schema-helpers';
import { excerptText, LIMITS, titleText } from '../field-limits';
import { checkTranslations, entryId, searchField } from '../posts/post-schema';
import { countryExamples, isKnownCountry, unknownCountryMessage } from './job-region';
import { translationGapsJsonSchema, translationsField } from '../translations';

import { TEAM_CODES } from './team-codes';
import { closedListMessage } from '../vocabulary/closed-list';

export { TEAM_CODES, type TeamCode } from './team-codes';

export const jobSchema = z
  .object({
    referencenumber: entryId.describe('Reference number (letters, digits, - and _); the job lives at /careers/job/{referencenumber}. Should match the key of the entry.'),
    title: titleText().describe('Job title as advertised (at most 120 characters).'),
    description: z.string({ error: 'description must be text (base64 HTML)' }).describe('Full description: HTML encoded as base64 (plain HTML is accepted too).'),
    excerpt: excerptText(LIMITS.jobExcerpt.max).optional().describe('One-line teaser for lists and previews (at most 300 characters).'),
    city: nonEmptyText('city').describe('Office city, e.g. Luxembourg.'),
    country: nonEmptyText('country')
      .refine(isKnownCountry, { error: (issue) => unknownCountryMessage(String(issue.input)) })
      // Spellings are matched ignoring case, dots and accents, which an enum cannot say: the editor suggests these.
      .meta({ examples: countryExamples() })
      .describe('Country as an ISO 3166-1 code (GB, US, DE, LU) or its name in English or its own language (United Kingdom, Deutschland); mapped to a region filter on the site.'),
    team_code: z.enum(TEAM_CODES, { error: (issue) => closedListMessage('team_code', issue.input, TEAM_CODES, 'src/content/jobs/team-codes.ts (with its label in locales/*/careers.json)') }).describe(`Team code: one of ${TEAM_CODES.join(', ')}.`),
    experience: z
      .union([z.number().nonnegative(), z.string()], { error: 'experience must be a number or text' })
      .optional()
      .describe('Years of experience required: a number (3) or text ("3+").'),
    url: z.string({ error: 'url must be text' }).optional().describe('Application link; the Apply button shows only when it starts with http.'),
    date: z
      .object(
        {
          valid: z.boolean({ error: 'date.valid must be true or false' }).describe('Only jobs with valid: true appear on the site; false for drafts and expired posts.'),
          posted: isoDate.describe('Date the job was published, e.g. 2025-09-01.'),
          end: isoDate.nullable().optional().describe('Closing date: the last day applications are accepted (search engines stop showing the job after it). Leave it out or null when the job has no closing date.'),
          days_since_post: z
            .number({ error: 'days_since_post must be a number' })
            .int()
            .nonnegative()
            .optional()
            .describe('Days since publication, as exported by the recruiting tool.'),
        },
        { error: 'date must be an object with valid and posted' },
      )
      .describe('Publication state and dates.'),
    search: searchField,
    translations: translationsField,
  })
  .superRefine(checkTranslations)
  .meta(translationGapsJsonSchema);

export type Job = z.output<typeof jobSchema>;
