import { z } from 'zod';
import { httpUrl, imageRef, nonEmptyText } from '../schema-helpers';

export const executiveSchema = z.object({
  name: nonEmptyText('name').describe('Full name.'),
  title: nonEmptyText('title').describe('Role, e.g. Chief Executive Officer.'),
  picture: imageRef.describe('Portrait: a file under public/ (/media/people/{name-slug}.webp) or an https URL; at least 480 px wide, cropped square.'),
  description: nonEmptyText('description').describe('Biography shown in the modal; plain text, paragraphs separated by blank lines.'),
  website: httpUrl.optional().describe('Personal or company website (optional, https://...).'),
  linkedin: httpUrl.optional().describe('Professional-network profile (optional, https://...).'),
});

export type Executive = z.output<typeof executiveSchema>;
