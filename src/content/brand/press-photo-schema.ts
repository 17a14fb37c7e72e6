import { z } from 'zod';
import { nonEmptyText } from '../schema-helpers';
import { entryId } from '../posts/post-schema';

/** A photo file in content/brand/press/; the build publishes it behind the brand password. */
const photoFile = z
  .string({ error: 'file must be a file name like mathilde-reuland-portrait.jpg' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpe?g|png|webp)$/, {
    error: 'file must be a lowercase file name in content/brand/press/ ending in .jpg, .png or .webp',
  });

const download = z.object({
  /** The photo's file name in content/brand/press/. */
  file: photoFile,
  /** Optional link label; without it the link reads "Download", or "Download 2" when there are several. */
  name: z.string({ error: 'name must be text' }).trim().min(1).optional(),
});

/**
 * A person on /brand/assets (spec 001 section 3: title, text, description, download). The page is
 * password-gated: these texts and the photos are published encrypted, never in plain HTML.
 */
export const pressPhotoSchema = z.object({
  /** Unique id, e.g. mathilde-reuland. */
  id: entryId,
  /** The person's name: the card's heading. */
  title: nonEmptyText('title'),
  /** Their role, under the name. */
  text: nonEmptyText('text'),
  /** A short press biography (plain text, English). */
  description: nonEmptyText('description'),
  /** The photos, first one is the card's preview; at least one. */
  downloads: z.array(download, { error: 'downloads must be a list of photos' }).min(1, { error: 'downloads needs at least one photo' }),
});

export type PressPhotoEntry = z.output<typeof pressPhotoSchema>;
