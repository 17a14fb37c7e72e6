import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from './content-error';
import { formatJsonPath } from './content-error';

interface MediaRef {
  file: string;
  path: ReadonlyArray<PropertyKey>;
  value: string | undefined;
}

/** Local image paths (/media/...) must exist under public/, or the page would show a broken image. */
export function missingMedia(publicDir: string, refs: readonly MediaRef[]): ContentProblem[] {
  return refs
    .filter((ref): ref is MediaRef & { value: string } => typeof ref.value === 'string' && ref.value.startsWith('/'))
    .filter((ref) => !existsSync(join(publicDir, decodeURIComponent(ref.value.split(/[?#]/)[0] ?? ''))))
    .map((ref) => ({
      file: ref.file,
      path: formatJsonPath(ref.path),
      message: `image ${ref.value} does not exist (expected the file public${ref.value})`,
    }));
}
