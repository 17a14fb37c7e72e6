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
  file: photoFile.describe('The photo\'s file name in content/brand/press/: lowercase, ending in .jpg, .png or .webp.'),
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .regex(/\S/, { error: 'name must not be empty' })
    .optional()
    .describe('Optional link label; without it the link reads "Download", or "Download 2" when there are several.'),
});

/**
 * A person on /brand/assets (spec 001 section 3: title, text, description, download). The page is
 * password-gated: these texts and the photos are published encrypted, never in plain HTML.
 */
export const pressPhotoSchema = z.object({
  id: entryId.describe('Unique id, e.g. mathilde-reuland. An entry without id is skipped.'),
  title: nonEmptyText('title').describe('The person\'s name: the card\'s heading.'),
  text: nonEmptyText('text').describe('Their role, under the name.'),
  description: nonEmptyText('description').describe('A short press biography (plain text, English).'),
  downloads: z
    .array(download, { error: 'downloads must be a list of photos' })
    .min(1, { error: 'downloads needs at least one photo' })
    .describe('The photos; the first one is the card\'s preview. At least one.'),
});

export type PressPhotoEntry = z.output<typeof pressPhotoSchema>;
