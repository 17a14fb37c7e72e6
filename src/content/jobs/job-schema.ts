import { z } from 'zod';
import { isoDate, nonEmptyText } from '../schema-helpers';
import { checkTranslations, entryId } from '../posts/post-schema';
import { translationsField } from '../translations';

import { TEAM_CODES } from './team-codes';

export { TEAM_CODES, type TeamCode } from './team-codes';

export const jobSchema = z.object({
  /** Reference number; the job lives at /careers/job/{referencenumber}. */
  referencenumber: entryId,
  /** Job title as advertised. */
  title: nonEmptyText('title'),
  /** Full description: HTML encoded as base64 (plain HTML is accepted too). */
  description: z.string({ error: 'description must be text (base64 HTML)' }),
  /** One-line teaser for lists and previews. */
  excerpt: z.string({ error: 'excerpt must be text' }).optional(),
  /** Office city, e.g. Luxembourg. */
  city: nonEmptyText('city'),
  /** Country as written by the recruiting tool (name or code); mapped to a region on the site. */
  country: nonEmptyText('country'),
  /** Team code: one of eng, prd, fin, ops, nin, str, mkt, lab, exe. */
  team_code: z.enum(TEAM_CODES, { error: `team_code must be one of ${TEAM_CODES.join(', ')}` }),
  /** Years of experience required: a number (3) or text ("3+"). */
  experience: z.union([z.number().nonnegative(), z.string()], { error: 'experience must be a number or text' }).optional(),
  /** Application link; the Apply button shows only when it starts with http. */
  url: z.string({ error: 'url must be text' }).optional(),
  date: z.object(
    {
      /** Only jobs with valid: true appear anywhere on the site. */
      valid: z.boolean({ error: 'date.valid must be true or false' }),
      /** Date the job was published, e.g. 2025-09-01. */
      posted: isoDate,
      /** Closing date; when absent the posting runs one month past the build. */
      end: isoDate.nullable().optional(),
      /** Days since publication, as exported by the recruiting tool. */
      days_since_post: z.number({ error: 'days_since_post must be a number' }).int().nonnegative().optional(),
    },
    { error: 'date must be an object with valid and posted' },
  ),
  /** Optional translations by page language (fr, es, pt, lu): title, excerpt and description (base64 HTML). */
  translations: translationsField,
}).superRefine(checkTranslations);

export type Job = z.output<typeof jobSchema>;
