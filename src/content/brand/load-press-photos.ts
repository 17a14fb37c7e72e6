import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatJsonPath, type ContentProblem } from '../content-error';
import { loadList, type Loaded } from '../load-entries';
import { pressPhotoSchema, type PressPhotoEntry } from './press-photo-schema';

export const PRESS_PHOTOS_FILE = 'brand/press-photos.json';
/** Photos live beside the list, outside public/: only the gated build step publishes them. */
export const PRESS_PHOTOS_DIR = 'brand/press';

export function loadPressPhotos(contentDir: string): Loaded<PressPhotoEntry> {
  const loaded = loadList(contentDir, PRESS_PHOTOS_FILE, pressPhotoSchema, { idField: 'id', optional: true });
  const missing: ContentProblem[] = [];
  loaded.items.forEach((item, index) =>
    item.downloads.forEach((download, d) => {
      if (!existsSync(join(contentDir, PRESS_PHOTOS_DIR, download.file))) {
        missing.push({
          file: PRESS_PHOTOS_FILE,
          path: formatJsonPath([...(loaded.sources[index] ?? []), 'downloads', d, 'file']),
          message: `photo ${download.file} does not exist (expected the file content/${PRESS_PHOTOS_DIR}/${download.file})`,
        });
      }
    }),
  );
  return { ...loaded, problems: [...loaded.problems, ...missing] };
}
