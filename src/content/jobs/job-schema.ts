import { z } from 'zod';
import { isoDate, nonEmptyText } from '../schema-helpers';
import { checkTranslations, entryId } from '../posts/post-schema';
import { translationGapsJsonSchema, translationsField } from '../translations';

import { TEAM_CODES } from './team-codes';

export { TEAM_CODES, type TeamCode } from './team-codes';

export const jobSchema = z
  .object({
    referencenumber: entryId.describe('Reference number (letters, digits, - and _); the job lives at /careers/job/{referencenumber}. Should match the key of the entry.'),
    title: nonEmptyText('title').describe('Job title as advertised.'),
    description: z.string({ error: 'description must be text (base64 HTML)' }).describe('Full description: HTML encoded as base64 (plain HTML is accepted too).'),
    excerpt: z.string({ error: 'excerpt must be text' }).optional().describe('One-line teaser for lists and previews.'),
    city: nonEmptyText('city').describe('Office city, e.g. Luxembourg.'),
    country: nonEmptyText('country').describe('Country as a name or code (UK, US, Deutschland, LU); mapped to a region filter on the site.'),
    team_code: z.enum(TEAM_CODES, { error: `team_code must be one of ${TEAM_CODES.join(', ')}` }).describe(`Team code: one of ${TEAM_CODES.join(', ')}.`),
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
    translations: translationsField,
  })
  .superRefine(checkTranslations)
  .meta(translationGapsJsonSchema);

export type Job = z.output<typeof jobSchema>;
