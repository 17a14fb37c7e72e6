import type { Content } from '../../src/content/content-types';
import { localImageFile } from '../../src/content/images/image-hash';
import type { ImageFamily } from '../../src/lib/images/image-slots';
import { motifCoverPath } from '../../src/lib/images/shown-cover';
import type { ImageJob } from './generate-images';

/** The covers and portraits content items show (the cover the site shows: shownCover), with the hash the content loader gave them. */
export function contentImageJobs(content: Content, publicDir: string, staging: boolean): ImageJob[] {
  const jobs: ImageJob[] = [];
  const add = (src: string | undefined, hash: string | undefined, family: ImageFamily) => {
    if (src && hash) jobs.push({ src, hash, file: localImageFile(publicDir, src), family });
  };
  // The staging list's own entries only appear on the staging site (blog has them laid over there).
  const covers = [...content.blog, ...content.useCases, ...content.newsroom, ...(staging ? content.staging : [])];
  // The site shows a generated cover's title-less twin (shown-cover.ts); the titled file is only
  // linked as it is (og:image), so its variants would never be asked for.
  for (const item of covers) {
    if (item.image && item.motifHash) add(motifCoverPath(item.image) ?? undefined, item.motifHash, 'cover');
    else add(item.image, item.imageHash, 'cover');
  }
  for (const person of content.executives) add(person.picture, person.pictureHash, 'person');
  return jobs;
}
