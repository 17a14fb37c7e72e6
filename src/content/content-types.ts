import type { Post, UseCase } from './posts/post-schema';
import type { Job } from './jobs/job-schema';
import type { NewsroomArticle } from './newsroom/newsroom-schema';
import type { Executive } from './people/executive-schema';
import type { Partner } from './partners/partner-schema';
import type { LegalDocument } from './legal/legal-schema';
import type { PressPhotoEntry } from './brand/press-photo-schema';

/*
 * What loading the content hands the site, apart from the loader: the checks that loading runs
 * (site-checks.ts) and the id lists read these types, and importing them from load-content.ts
 * would make each of those files and the loader import each other.
 */

/**
 * An item whose local cover carries its hash, so pages name the cover's variants (src/lib/images):
 * the cover's own, and its title-less twin's (shown-cover.ts) when that file exists.
 */
export type WithImageHash<T> = T & { imageHash?: string; motifHash?: string };
export type WithPictureHash<T> = T & { pictureHash?: string };

export interface Content {
  /** Blog posts, newest first (with the staging overlay applied on staging builds). */
  blog: WithImageHash<Post>[];
  staging: WithImageHash<Post>[];
  useCases: WithImageHash<UseCase>[];
  newsroom: WithImageHash<NewsroomArticle>[];
  /** Valid jobs only. */
  jobs: Job[];
  executives: WithPictureHash<Executive>[];
  partners: Partner[];
  /** The legal documents of content/legal/, in LEGAL_DOCUMENTS order. */
  legal: LegalDocument[];
  /** People of the gated /brand/assets page; never published as a raw file. */
  pressPhotos: PressPhotoEntry[];
  /** Raw files by content path, published as /assets/{path}. */
  raw: Record<string, string>;
}
