import type { ImageRef } from './image-ref';

/** The team's portraits (public/media/people/), hashed at build: five entries, in the chunks of the pages that show people. */
const PEOPLE = import.meta.glob<ImageRef>('/public/media/people/*.webp', { query: '?image=person', import: 'default', eager: true });

/** A portrait by its site path, encoded when it is one of the team's; any other picture is shown as it is. */
export function personPicture(src: string): ImageRef | string {
  return PEOPLE[`/public${src}`] ?? src;
}
