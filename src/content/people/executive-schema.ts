import { z } from 'zod';
import { httpUrl, imageRef, nonEmptyText } from '../schema-helpers';

export const executiveSchema = z.object({
  /** Full name. */
  name: nonEmptyText('name'),
  /** Role, e.g. Chief Executive Officer. */
  title: nonEmptyText('title'),
  /** Portrait: a file under public/ or an https URL (square, at least 480 px). */
  picture: imageRef,
  /** Biography shown in the modal; plain text, paragraphs separated by blank lines. */
  description: nonEmptyText('description'),
  /** Personal or company website (optional). */
  website: httpUrl.optional(),
  /** Professional-network profile (optional). */
  linkedin: httpUrl.optional(),
});

export type Executive = z.output<typeof executiveSchema>;
