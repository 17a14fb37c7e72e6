import { z } from 'zod';
import { httpUrl, imageRef, nonEmptyText } from '../schema-helpers';

export const partnerSchema = z.object({
  /** Partner name; the grid is sorted by it. */
  name: nonEmptyText('name'),
  /** Logo: a file under public/ (SVG or WebP) or an https URL. */
  image: imageRef,
  /** The partner's website. */
  url: httpUrl,
});

export type Partner = z.output<typeof partnerSchema>;
