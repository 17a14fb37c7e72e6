import { resolve } from 'node:path';
import { siteEnv } from '../config/site-env';
import { missingMedia } from './check-media';
import { ContentError, formatJsonPath, type ContentProblem } from './content-error';
import type { Loaded } from './load-entries';
import { applyStagingOverlay, byDateDesc, loadBlog, loadStaging, loadUseCases, POST_FILES } from './posts/load-posts';
import { JOBS_FILE, loadJobs } from './jobs/load-jobs';
import { loadNewsroom, NEWSROOM_FILE } from './newsroom/load-newsroom';
import { EXECUTIVES_FILE, loadExecutives } from './people/load-executives';
import { loadPartners, PARTNERS_FILE, sortPartners } from './partners/load-partners';
import { loadLegal } from './legal/load-legal';
import { loadPressPhotos, PRESS_PHOTOS_FILE } from './brand/load-press-photos';
import { readingTimeWarnings } from './posts/reading-time';
import { localImageHash } from './images/image-hash';
import { checkImages, type ImageUse } from './images/check-images';
import { draftsBuilt, withoutDrafts } from './drafts';
import { motifCoverPath } from '../lib/images/shown-cover';
import { siteChecks } from './site-checks';
import type { Content, WithImageHash } from './content-types';

export interface ContentResult {
  content: Content;
  problems: ContentProblem[];
  warnings: ContentProblem[];
  /** Raster images the build encodes, for checkImages (async: it reads them with sharp). */
  images: ImageUse[];
}

export interface ContentOptions {
  contentDir?: string;
  staging?: boolean;
  /** Folder whose files are served from the site root; local image paths must exist there. */
  publicDir?: string;
}

export interface ReadOptions extends ContentOptions {
  /**
   * false skips the checks that read every body (reading time, links, what the sanitiser removes,
   * long titles, future dates): the prerender's page workers load the content for their pages,
   * and the build's content check reports the problems and warnings.
   */
  readingTimeWarnings?: boolean;
  /** Whether entries marked `draft: true` are published; by default as SITE_ENV says (src/config/site-env.ts). */
  drafts?: boolean;
}

/** CONTENT_DIR builds from another folder of the same layout (DESIGN.md, "Content"). */
export function resolveContentDir(explicit?: string): string {
  return resolve(explicit ?? process.env.CONTENT_DIR ?? 'content');
}

export function isStagingBuild(): boolean {
  return siteEnv() === 'staging';
}

function duplicateIds<T>(file: string, loaded: Loaded<T>, idOf: (item: T) => string): ContentProblem[] {
  const seen = new Map<string, number>();
  const problems: ContentProblem[] = [];
  loaded.items.forEach((item, index) => {
    const id = idOf(item);
    if (seen.has(id)) {
      problems.push({
        file,
        path: formatJsonPath(loaded.sources[index] ?? []),
        message: `id "${id}" is used twice; ids must be unique`,
      });
    } else seen.set(id, index);
  });
  return problems;
}

/** Names under /assets/posts/ that belong to the data files (`blog.json`, ...), so no item id may take them. */
export const RESERVED_POST_IDS: ReadonlySet<string> = new Set(['blog', 'usecases', 'newsroom', 'staging']);

/**
 * Ids of posts, use cases and newsroom articles name files under /assets/posts/: {id}.json and
 * {first 8 characters}.oembed.json. A reserved id or a clash of those 8 characters would overwrite a file.
 */
function publishedFileClashes(lists: Array<[string, Loaded<{ id: string }>]>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const prefixes = new Map<string, string>();
  for (const [file, loaded] of lists) {
    loaded.items.forEach((item, index) => {
      const path = formatJsonPath([...(loaded.sources[index] ?? []), 'id']);
      if (RESERVED_POST_IDS.has(item.id)) {
        problems.push({ file, path, message: `id "${item.id}" is reserved: it would replace /assets/posts/${item.id}.json` });
      }
      const prefix = item.id.slice(0, 8);
      const owner = prefixes.get(prefix);
      if (owner && owner !== `${file}:${item.id}`) {
        problems.push({ file, path, message: `id "${item.id}" starts with the same 8 characters as ${owner}; oEmbed files are named by them, so they must differ` });
      } else prefixes.set(prefix, `${file}:${item.id}`);
    });
  }
  return problems;
}

function mediaRefs<T>(file: string, loaded: Loaded<T>, field: string, value: (item: T) => string | undefined) {
  return loaded.items.map((item, index) => ({ file, path: [...(loaded.sources[index] ?? []), field], value: value(item) }));
}

function imageUses<T>(file: string, loaded: Loaded<T>, field: string, family: ImageUse['family'], value: (item: T) => string | undefined): ImageUse[] {
  return mediaRefs(file, loaded, field, value).map((ref) => ({ ...ref, family }));
}

/** The uses of covers' title-less twins (shown-cover.ts); checkImages skips the files that do not exist. */
function motifTwinUses(uses: readonly ImageUse[]): ImageUse[] {
  return uses.flatMap((use) => {
    const twin = use.family === 'cover' && use.value ? motifCoverPath(use.value) : null;
    return twin ? [{ ...use, value: twin }] : [];
  });
}

/** Reads and validates every content file; never throws, so `validate` can list all problems. */
export function readContent(options: ReadOptions = {}): ContentResult {
  const dir = resolveContentDir(options.contentDir);
  const staging = options.staging ?? isStagingBuild();
  const drafts = options.drafts ?? draftsBuilt();
  const blog = loadBlog(dir);
  const stagingPosts = loadStaging(dir);
  const useCases = loadUseCases(dir);
  const newsroom = loadNewsroom(dir);
  // Drafts are validated like any entry (above and below), then left out where they are not built.
  const unlessDraft = <T>(loaded: Loaded<T>) => (drafts ? loaded : withoutDrafts(loaded));
  const live = { blog: unlessDraft(blog), staging: unlessDraft(stagingPosts), useCases: unlessDraft(useCases), newsroom: unlessDraft(newsroom) };
  const jobs = loadJobs(dir);
  const executives = loadExecutives(dir);
  const partners = loadPartners(dir);
  const legal = loadLegal(dir);
  const pressPhotos = loadPressPhotos(dir);

  const all = [blog, stagingPosts, useCases, newsroom, jobs, executives, partners, pressPhotos];
  // Partners' logos are SVGs, shown as they are; these are encoded per slot (src/lib/images).
  const images = [
    ...imageUses(POST_FILES.blog, blog, 'image', 'cover', (p) => p.image),
    ...imageUses(POST_FILES.staging, stagingPosts, 'image', 'cover', (p) => p.image),
    ...imageUses(POST_FILES.useCases, useCases, 'image', 'cover', (p) => p.image),
    ...imageUses(NEWSROOM_FILE, newsroom, 'image', 'cover', (p) => p.image),
    ...imageUses(EXECUTIVES_FILE, executives, 'picture', 'person', (p) => p.picture),
  ];
  const problems = [
    ...all.flatMap((l) => l.problems),
    ...legal.problems,
    ...duplicateIds(POST_FILES.blog, blog, (p) => p.id),
    ...duplicateIds(POST_FILES.staging, stagingPosts, (p) => p.id),
    ...duplicateIds(POST_FILES.useCases, useCases, (p) => p.id),
    ...duplicateIds(NEWSROOM_FILE, newsroom, (p) => p.id),
    ...duplicateIds(JOBS_FILE, jobs, (j) => j.referencenumber),
    ...duplicateIds(PRESS_PHOTOS_FILE, pressPhotos, (p) => p.id),
    ...publishedFileClashes([
      [POST_FILES.blog, blog],
      [POST_FILES.useCases, useCases],
      [NEWSROOM_FILE, newsroom],
    ]),
    ...missingMedia(resolve(options.publicDir ?? 'public'), [...images, ...mediaRefs(PARTNERS_FILE, partners, 'image', (p) => p.image)]),
  ];
  const publicDir = resolve(options.publicDir ?? 'public');
  const blogItems = byDateDesc(staging ? applyStagingOverlay(live.blog.items, live.staging.items) : live.blog.items);
  const site =
    options.readingTimeWarnings === false
      ? { problems: [], warnings: [] }
      : siteChecks({
          blog: { file: POST_FILES.blog, list: 'blog', campaign: 'hub', loaded: blog },
          staging: { file: POST_FILES.staging, list: 'blog', campaign: 'hub', loaded: stagingPosts },
          useCases: { file: POST_FILES.useCases, list: 'useCases', campaign: 'use-cases', loaded: useCases },
          newsroom: { file: NEWSROOM_FILE, list: 'newsroom', campaign: 'newsroom', loaded: newsroom },
          jobs: { file: JOBS_FILE, list: 'jobs', campaign: 'careers', loaded: jobs },
          published: { blog: blogItems, useCases: live.useCases.items, newsroom: byDateDesc(live.newsroom.items), jobs: jobs.items },
          publicDir,
          stagingBuilt: staging,
          legal: legal.items,
        });
  problems.push(...site.problems);
  const warnings = [
    ...all.flatMap((l) => l.warnings),
    ...legal.warnings,
    ...(options.readingTimeWarnings === false
      ? []
      : [...readingTimeWarnings(POST_FILES.blog, blog), ...readingTimeWarnings(POST_FILES.staging, stagingPosts), ...readingTimeWarnings(POST_FILES.useCases, useCases)]),
    ...site.warnings,
  ];

  // Published as /assets/{file}. The brand press list is not: it sits behind the password.
  const raw: Record<string, string> = {};
  const files: Array<[string, Loaded<unknown>]> = [
    [POST_FILES.blog, live.blog],
    [POST_FILES.useCases, live.useCases],
    [NEWSROOM_FILE, live.newsroom],
    [JOBS_FILE, jobs],
    [EXECUTIVES_FILE, executives],
    [PARTNERS_FILE, partners],
  ];
  // Unpublished previews are only served by the staging site.
  if (staging) files.push([POST_FILES.staging, live.staging]);
  for (const [file, loaded] of files) if (loaded.raw !== null) raw[file] = loaded.raw;

  const hashed = <T extends { image?: string }>(items: T[]): WithImageHash<T>[] =>
    items.map((item) => {
      const imageHash = localImageHash(publicDir, item.image);
      const twin = item.image ? motifCoverPath(item.image) : null;
      const motifHash = twin ? localImageHash(publicDir, twin) : undefined;
      return imageHash ? { ...item, imageHash, ...(motifHash ? { motifHash } : {}) } : item;
    });
  return {
    content: {
      blog: hashed(blogItems),
      staging: hashed(live.staging.items),
      useCases: hashed(live.useCases.items),
      newsroom: hashed(byDateDesc(live.newsroom.items)),
      jobs: jobs.items,
      executives: executives.items.map((e) => {
        const pictureHash = localImageHash(publicDir, e.picture);
        return pictureHash ? { ...e, pictureHash } : e;
      }),
      partners: sortPartners(partners.items),
      legal: legal.items,
      pressPhotos: pressPhotos.items,
      raw,
    },
    problems,
    warnings,
    // A cover's title-less twin is what the site shows, so it must be a usable source too; it is
    // optional (an editor's own image has none), so missingMedia above does not ask for it.
    images: [...images, ...motifTwinUses(images)],
  };
}

/** For the build: throws one error listing every problem, so a broken file stops the build. */
export function loadContent(options: ReadOptions = {}): ContentResult {
  const result = readContent(options);
  if (result.problems.length > 0) throw new ContentError(result.problems);
  return result;
}

/** readContent plus the checks that read the images themselves (sharp is asynchronous). */
export async function readContentWithImages(options: ContentOptions = {}): Promise<ContentResult> {
  const result = readContent(options);
  const imageProblems = await checkImages(resolve(options.publicDir ?? 'public'), result.images);
  return { ...result, problems: [...result.problems, ...imageProblems] };
}
