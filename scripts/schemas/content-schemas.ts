/**
 * Which zod schema describes which file under content/, for the JSON Schemas an editor's VS Code
 * validates with (schemas/*.schema.json). The file shapes follow the loaders: lists of entries,
 * jobs keyed by reference number, one legal document per file.
 */
import { z } from 'zod';
import { PRESS_PHOTOS_FILE } from '../../src/content/brand/load-press-photos';
import { pressPhotoSchema } from '../../src/content/brand/press-photo-schema';
import { jobSchema } from '../../src/content/jobs/job-schema';
import { JOBS_FILE } from '../../src/content/jobs/load-jobs';
import { legalSchema } from '../../src/content/legal/legal-schema';
import { legalFile } from '../../src/content/legal/load-legal';
import { NEWSROOM_FILE } from '../../src/content/newsroom/load-newsroom';
import { newsroomSchema } from '../../src/content/newsroom/newsroom-schema';
import { PARTNERS_FILE } from '../../src/content/partners/load-partners';
import { partnerSchema } from '../../src/content/partners/partner-schema';
import { EXECUTIVES_FILE } from '../../src/content/people/load-executives';
import { executiveSchema } from '../../src/content/people/executive-schema';
import { POST_FILES } from '../../src/content/posts/load-posts';
import { postSchema, useCaseSchema } from '../../src/content/posts/post-schema';

export interface ContentSchema {
  /** Written to schemas/{name}.schema.json. */
  name: string;
  /** Files it validates, relative to content/ (`*` for any name), as VS Code's fileMatch takes them. */
  files: string[];
  title: string;
  schema: z.ZodType;
  /**
   * What the build checks that this JSON Schema does not, and where it is stricter than the
   * loader; written as the schema's $comment for whoever reads the file.
   */
  limits: string;
}

/**
 * A job whose date.valid is false is a deliberate state (a draft or an expired post), which the
 * build skips with a warning: VS Code shows deprecationMessage as a warning on that field, so the
 * editor flags it the same way, without the red of an error.
 */
const notValidJobHint = {
  if: { type: 'object', required: ['date'], properties: { date: { type: 'object', required: ['valid'], properties: { valid: { const: false } } } } },
  then: { type: 'object', properties: { date: { type: 'object', properties: { valid: { deprecationMessage: 'date.valid is false: this job is skipped by the build and does not appear on the site (set it to true to publish it).' } } } } },
};

const ANY_FILE = 'Not checked here (the build and npm run validate are the authority):';
const DATES = 'a date Date.parse rejects although each part is in range (T24:30)';
const SKIPPED_ID = 'Stricter than the build: an entry without id, which the build skips with a warning, is flagged here.';
const POST_RULES = `${ANY_FILE} an empty file; ids used twice in the file; ids blog, usecases, newsroom, staging and ids whose first 8 characters clash with another item's; a key written twice in one object (a translation duplicated: VS Code warns of it itself); that each internal link of a body leads to a page (and an #anchor to a heading); what the sanitiser removes from a body; titles over 100 characters and dates in the future (warnings); February 29 of a year that is not a leap year; that a local image exists under public/, is a JPEG, PNG or WebP and is wide enough; ${DATES}. Unknown fields are allowed, as the build ignores them.`;

export const CONTENT_SCHEMAS: ContentSchema[] = [
  {
    name: 'posts',
    files: [POST_FILES.blog, POST_FILES.staging],
    title: 'Blog posts',
    schema: z.array(postSchema).describe('Blog posts (posts/blog.json) or their staging previews (posts/staging.json): a list of entries, newest first on the hub whatever the order.'),
    limits: `${SKIPPED_ID} ${POST_RULES}`,
  },
  {
    name: 'usecases',
    files: [POST_FILES.useCases],
    title: 'Use cases',
    schema: z.array(useCaseSchema).describe('Use cases: a list of entries; featured ones are listed first.'),
    limits: `${SKIPPED_ID} ${POST_RULES}`,
  },
  {
    name: 'newsroom',
    files: [NEWSROOM_FILE],
    title: 'Newsroom articles',
    schema: z.array(newsroomSchema).describe('Press articles of the newsroom: a list of entries, newest first whatever the order.'),
    limits: `${SKIPPED_ID} ${POST_RULES}`,
  },
  {
    name: 'jobs',
    files: [JOBS_FILE],
    title: 'Jobs',
    schema: z
      .record(z.string(), jobSchema.describe('A job; it appears on the site only when date.valid is true.').meta({ allOf: [notValidJobHint] }))
      .describe('Jobs: an object keyed by reference number ({ "QV-ENG-0142": { ... } }).'),
    limits: `Stricter than the build: a job without referencenumber, or whose date.valid is not true, is skipped by the build unchecked but checked here like a published one (date.valid false is shown as a warning). The country is suggested, not enforced: the build accepts any spelling it can map (case, dots and accents ignored) and any ISO 3166-1 country, and names an unknown one. ${ANY_FILE} an empty file; reference numbers used twice; the internal links of a description; ${DATES}. Unknown fields are allowed.`,
  },
  {
    name: 'executives',
    files: [EXECUTIVES_FILE],
    title: 'Leadership team',
    schema: z.array(executiveSchema).describe('The leadership team on the company page: a list of people, in the order shown.'),
    limits: `${ANY_FILE} that a local picture exists under public/ and is wide enough. Unknown fields are allowed.`,
  },
  {
    name: 'partners',
    files: [PARTNERS_FILE],
    title: 'Partners',
    schema: z.array(partnerSchema).describe('Partners: a list, shown sorted by name (file order does not matter).'),
    limits: `${ANY_FILE} that a local logo exists under public/. Lengths count the text before trimming, so a line of 110 characters plus spaces at its ends is flagged here only. Unknown fields are allowed.`,
  },
  {
    name: 'press-photos',
    files: [PRESS_PHOTOS_FILE],
    title: 'Press photos',
    schema: z.array(pressPhotoSchema).describe('People on the password-protected press page (/brand/assets): a list, in the order shown.'),
    limits: `${SKIPPED_ID} ${ANY_FILE} ids used twice; that each photo exists in content/brand/press/. Unknown fields are allowed.`,
  },
  {
    name: 'legal',
    files: [legalFile('*')],
    title: 'Legal document',
    schema: legalSchema.describe('A legal document (content/legal/{id}.json): title, summary, dates and sections of plain-text paragraphs and lists.'),
    limits: `${ANY_FILE} section ids used twice; which files exist (the seven documents are required); ${DATES}. Unknown fields are allowed.`,
  },
];
