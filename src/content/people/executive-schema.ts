import { z } from 'zod';
import { httpUrl, imageRef, nonEmptyText } from '../schema-helpers';

/** Fits two lines of the card at its narrowest. */
export const SUMMARY_MAX = 110;

export const executiveSchema = z.object({
  name: nonEmptyText('name').describe('Full name.'),
  title: nonEmptyText('title').describe('Role, e.g. Chief Executive Officer.'),
  // The card shows one line under the role; the biography only opens in the modal, so the card
  // needs its own short text rather than a cut first sentence.
  summary: nonEmptyText('summary')
    .max(SUMMARY_MAX, { error: `summary must be at most ${SUMMARY_MAX} characters: one line on the card` })
    .describe(`One line on the leadership card (English, at most ${SUMMARY_MAX} characters): background and remit, e.g. "Former head of an open-source analysis unit; co-founded Quorvia in 2019." The full biography stays in description.`),
  picture: imageRef.describe('Portrait: a file under public/ (/media/people/{name-slug}.webp) or an https URL; at least 480 px wide, cropped square.'),
  description: nonEmptyText('description').describe('Biography shown in the modal; plain text, paragraphs separated by blank lines.'),
  website: httpUrl.optional().describe('Personal or company website (optional, https://...).'),
  linkedin: httpUrl.optional().describe('Professional-network profile (optional, https://...).'),
});

export type Executive = z.output<typeof executiveSchema>;
