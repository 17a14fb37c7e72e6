/**
 * Editor mistakes as data: each names the file it breaks, how, and what every check must say
 * about it (editor-mistakes.test.ts runs them against npm run validate's function, the build's
 * content check, the dev overlay and VS Code's JSON language service with the committed schemas).
 */

import { readFileSync } from 'node:fs';
import { decodeDescription } from '../../src/content/article/decode-description';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- content as editors write it

export interface EditorMistake {
  name: string;
  /** Content file the mistake is made in, relative to content/. */
  file: string;
  /** Changes the parsed file (returns the new data), or its text when `text` is true. */
  edit: (data: Json) => Json;
  /** The edit works on the file's text rather than its data (BOM, line ends, a key written twice). */
  text?: boolean;
  /** error: fails validate, the build and shows the overlay; warning: reported, builds; accepted: neither. */
  severity: 'error' | 'warning' | 'accepted';
  /** The JSON path the build names (formatJsonPath form); '' for the whole file. */
  path: string;
  /** A fragment of the build's message. */
  message: string;
  /**
   * Where VS Code's JSON language service, with the committed schemas, puts its diagnostic (JSON
   * path segments), when a schema can tell; absent when only the build can (see the schemas' $comment).
   */
  editorPath?: Array<string | number>;
  /** Files the test adds under the public folder first (name -> generator), for image cases. */
  images?: Record<string, 'gif' | 'narrow-png'>;
}

/** Adds HTML to a body as an editor would: a base64 body is decoded, added to and encoded again. */
const appendToBody = (index: number, html: string) => (posts: Json[]) => {
  const body = decodeDescription(posts[index].description);
  if (!body.ok) throw new Error(`the sample body of [${index}] does not decode`);
  const next = `${body.html}${html}`;
  posts[index].description = body.encoded ? Buffer.from(next, 'utf8').toString('base64') : next;
  return posts;
};
const set = (index: number | string, field: string, value: unknown) => (data: Json) => {
  data[index][field] = value;
  return data;
};

/** The sample's posts, use cases and jobs the cases refer to (content/). */
const UNTRANSLATED_POST = 'small-data-beats-big-data';
/**
 * The first post whose translations start with French: the text edits below change the first such
 * block in the file, so the index follows the sample content as editors translate more posts.
 */
const TRANSLATED_POST_INDEX = (JSON.parse(readFileSync('content/posts/blog.json', 'utf8')) as Array<{ translations?: Record<string, unknown> }>).findIndex(
  (post) => Object.keys(post.translations ?? {})[0] === 'fr',
);
const VALID_JOB = 'QV-ENG-0142';

export const EDITOR_MISTAKES: EditorMistake[] = [
  // The six mistakes that used to pass without a word.
  {
    name: 'a link in a body to a post that does not exist',
    file: 'posts/blog.json',
    edit: appendToBody(0, '<p>See <a href="/hub/no-such-post">this post</a>.</p>'),
    severity: 'error',
    path: '[0].description',
    message: 'link "/hub/no-such-post": there is no blog post "no-such-post"',
  },
  {
    name: 'a category typo',
    file: 'posts/blog.json',
    edit: set(1, 'categories', ['reserach']),
    severity: 'error',
    path: '[1].categories[0]',
    message: 'topic "reserach" is not one of research, tradecraft, product, events, public-safety, national-security, defense, corporate. Did you mean "research"?',
    editorPath: [1, 'categories', 0],
  },
  {
    name: 'a use case whose first category is not an industry',
    file: 'posts/usecases.json',
    edit: set(0, 'categories', ['research', 'public-safety']),
    severity: 'error',
    path: '[0].categories[0]',
    message: 'the first category "research" is not one of public-safety, national-security, defense, corporate',
    editorPath: [0, 'categories', 0],
  },
  {
    name: 'a job country typo',
    file: 'jobs/jobs.json',
    edit: set(VALID_JOB, 'country', 'Untied Kingdom'),
    severity: 'error',
    path: `["${VALID_JOB}"].country`,
    message: 'country "Untied Kingdom" is not a country the site knows. Did you mean "United Kingdom"?',
  },
  {
    name: '<script> and onclick in a body',
    file: 'posts/blog.json',
    edit: appendToBody(2, '<p onclick="steal()">Hello</p><script>alert(1)</script>'),
    severity: 'warning',
    path: '[2].description',
    message: 'the site removes onclick on <p>, <script> with its content',
  },
  {
    name: 'a 345-character title',
    file: 'posts/blog.json',
    edit: set(3, 'title', 'Open sources '.repeat(27).slice(0, 345)),
    severity: 'error',
    path: '[3].title',
    message: 'title is 345 characters long; it may have at most 120',
    editorPath: [3, 'title'],
  },
  // The editor cases: drafts, jobs that are not valid, empty files, ids.
  {
    name: 'a draft without an id (an entry the build skips)',
    file: 'posts/blog.json',
    edit: (posts: Json[]) => {
      delete posts[7].id;
      return posts;
    },
    severity: 'warning',
    path: '[7]',
    message: 'entry has no id; skipped',
    editorPath: [7],
  },
  {
    name: 'a job set to date.valid false',
    file: 'jobs/jobs.json',
    edit: (jobs: Json) => {
      jobs[VALID_JOB].date.valid = false;
      return jobs;
    },
    severity: 'warning',
    path: `["${VALID_JOB}"]`,
    message: 'date.valid is not true; job skipped',
    editorPath: [VALID_JOB, 'date', 'valid'],
  },
  {
    name: 'an empty file',
    file: 'posts/newsroom.json',
    text: true,
    edit: () => '',
    severity: 'error',
    path: '',
    message: 'not valid JSON',
  },
  {
    name: 'an id used twice',
    file: 'posts/blog.json',
    edit: set(1, 'id', UNTRANSLATED_POST),
    severity: 'error',
    path: '[1]',
    message: `id "${UNTRANSLATED_POST}" is used twice`,
  },
  {
    name: 'two ids sharing their first 8 characters',
    file: 'posts/newsroom.json',
    edit: set(0, 'id', 'small-da-press'),
    severity: 'error',
    path: '[0].id',
    message: 'starts with the same 8 characters as posts/blog.json:small-data-beats-big-data',
  },
  // Links.
  {
    name: 'a link to a language the site does not have',
    file: 'posts/blog.json',
    edit: appendToBody(0, `<p><a href="/de/hub/${UNTRANSLATED_POST}">Deutsch</a></p>`),
    severity: 'error',
    path: '[0].description',
    message: `link "/de/hub/${UNTRANSLATED_POST}": no page of the site has this address`,
  },
  {
    name: 'a link to the French page of an untranslated post (it exists, in English)',
    file: 'posts/blog.json',
    edit: appendToBody(1, `<p><a href="/fr/hub/${UNTRANSLATED_POST}">en français</a></p>`),
    severity: 'accepted',
    path: '[1].description',
    message: 'link',
  },
  {
    name: 'a link to a job that does not exist',
    file: 'posts/blog.json',
    edit: appendToBody(0, '<p><a href="/careers/job/QV-ENG-9999">Apply</a></p>'),
    severity: 'error',
    path: '[0].description',
    message: 'link "/careers/job/QV-ENG-9999": there is no job "QV-ENG-9999"',
  },
  {
    name: 'a link to a use case that does not exist, one letter off',
    file: 'posts/blog.json',
    edit: appendToBody(0, '<p><a href="/use-cases/crisis-monitorin">Crisis</a></p>'),
    severity: 'error',
    path: '[0].description',
    message: 'there is no use case "crisis-monitorin". Did you mean /use-cases/crisis-monitoring?',
  },
  {
    name: 'an anchor to a heading that does not exist',
    file: 'posts/blog.json',
    edit: appendToBody(0, '<p><a href="#what-we-mean-by-smal-data">above</a></p>'),
    severity: 'error',
    path: '[0].description',
    message: 'the article has no heading with id "what-we-mean-by-smal-data". Did you mean #what-we-mean-by-small-data?',
  },
  {
    name: 'an anchor into a translation, checked against that translation\'s headings',
    file: 'posts/blog.json',
    edit: appendToBody(0, '<p><a href="/fr/hub/defence-osint-symposium-paris-2025#ce-que-nous-en-retenons">ok</a> <a href="/fr/hub/defence-osint-symposium-paris-2025#what-we-took-away">not in French</a></p>'),
    severity: 'error',
    path: '[0].description',
    message: 'link "/fr/hub/defence-osint-symposium-paris-2025#what-we-took-away": the article has no heading',
  },
  {
    name: 'a relative link',
    file: 'posts/blog.json',
    edit: appendToBody(0, '<p><a href="../hub/opsec-for-small-teams">OPSEC</a></p>'),
    severity: 'error',
    path: '[0].description',
    message: 'link "../hub/opsec-for-small-teams": is not a site path or a web address',
  },
  {
    name: 'a link in a translation\'s body',
    file: 'posts/blog.json',
    edit: (posts: Json[]) => {
      posts[TRANSLATED_POST_INDEX].translations.fr.description += '<p><a href="/fr/solution/monitr">Surveiller</a></p>';
      return posts;
    },
    severity: 'error',
    path: `[${TRANSLATED_POST_INDEX}].translations.fr.description`,
    message: 'Did you mean /fr/solution/monitor?',
  },
  {
    name: 'a link to a draft from a published post',
    file: 'posts/blog.json',
    edit: appendToBody(0, '<p><a href="/hub/hackathon-lessons">Hackathon</a></p>'),
    severity: 'error',
    path: '[0].description',
    message: 'the blog post "hackathon-lessons" is a draft, which the live site leaves out',
  },
  // Images.
  {
    name: 'a cover that is a GIF',
    file: 'posts/blog.json',
    edit: set(0, 'image', '/corpus/cover.gif'),
    images: { 'corpus/cover.gif': 'gif' },
    severity: 'error',
    path: '[0].image',
    message: 'image /corpus/cover.gif is a GIF file; commit a JPEG, PNG or WebP file',
  },
  {
    name: 'a cover smaller than its slot',
    file: 'posts/blog.json',
    edit: set(0, 'image', '/corpus/narrow.png'),
    images: { 'corpus/narrow.png': 'narrow-png' },
    severity: 'error',
    path: '[0].image',
    message: 'image /corpus/narrow.png is 400 px wide; it must be at least 1200 px wide',
  },
  // Dates.
  {
    name: 'a post dated in the future',
    file: 'posts/blog.json',
    edit: set(0, 'date', '2099-01-15'),
    severity: 'warning',
    path: '[0].date',
    message: '2099-01-15 is in the future, but the site has no scheduling',
  },
  {
    name: 'an impossible date (February 30)',
    file: 'posts/blog.json',
    edit: set(0, 'date', '2026-02-30'),
    severity: 'error',
    path: '[0].date',
    message: 'must be a date written like 2025-03-14 (got "2026-02-30")',
    editorPath: [0, 'date'],
  },
  {
    name: 'February 29 of a year that is not a leap year',
    file: 'posts/newsroom.json',
    edit: set(0, 'date', '2025-02-29'),
    severity: 'error',
    path: '[0].date',
    message: '"2025-02-29" is not a day of the calendar',
  },
  // Translations.
  {
    name: 'a translation written twice',
    file: 'posts/blog.json',
    text: true,
    edit: (text: string) => text.replace('"translations": {\n      "fr": {', '"translations": {\n      "fr": { "title": "Premier essai", "description": "<p>Brouillon</p>" },\n      "fr": {'),
    severity: 'error',
    path: `[${TRANSLATED_POST_INDEX}].translations.fr`,
    message: 'the fr translation is written twice in the same object',
    editorPath: [TRANSLATED_POST_INDEX, 'translations', 'fr'],
  },
  {
    name: 'a translation into a language the site does not have (de)',
    file: 'posts/usecases.json',
    edit: set(0, 'translations', { de: { title: 'Überwachung', excerpt: 'Kurz.' } }),
    severity: 'error',
    path: '[0].translations',
    message: 'translations are keyed by page language: fr, es, pt, lu (not de',
    editorPath: [0, 'translations', 'de'],
  },
  {
    name: 'a translation keyed uk (whose pages use the English text)',
    file: 'posts/newsroom.json',
    edit: set(0, 'translations', { uk: { title: 'Our London office' } }),
    severity: 'error',
    path: '[0].translations',
    message: 'not uk; uk pages use the English text',
    editorPath: [0, 'translations', 'uk'],
  },
  // File encodings.
  {
    name: 'a byte order mark at the start of the file',
    file: 'data/partners.json',
    text: true,
    edit: (text: string) => `\uFEFF${text}`,
    severity: 'warning',
    path: '',
    message: 'byte order mark (BOM)',
  },
  {
    name: 'Windows line ends (CRLF)',
    file: 'posts/blog.json',
    text: true,
    edit: (text: string) => text.replace(/\n/g, '\r\n'),
    severity: 'accepted',
    path: '',
    message: '',
  },
  // A wrong type in every kind of field.
  { name: 'text given as a number', file: 'posts/blog.json', edit: set(0, 'title', 42), severity: 'error', path: '[0].title', message: 'title must be text', editorPath: [0, 'title'] },
  { name: 'a number given as text', file: 'posts/blog.json', edit: set(0, 'readingtime', 'five'), severity: 'error', path: '[0].readingtime', message: 'readingtime must be a number of minutes', editorPath: [0, 'readingtime'] },
  { name: 'true or false given as text', file: 'posts/usecases.json', edit: set(0, 'featured', 'yes'), severity: 'error', path: '[0].featured', message: 'featured must be true or false', editorPath: [0, 'featured'] },
  { name: 'a date given as a number', file: 'posts/blog.json', edit: set(0, 'date', 20250314), severity: 'error', path: '[0].date', message: 'must be a date written like 2025-03-14', editorPath: [0, 'date'] },
  { name: 'a list given as text', file: 'posts/blog.json', edit: set(0, 'categories', 'research'), severity: 'error', path: '[0].categories', message: 'categories must be a list of topics', editorPath: [0, 'categories'] },
  { name: 'an object given as text', file: 'posts/blog.json', edit: set(0, 'primary_author', 'Sofia Marangoni'), severity: 'error', path: '[0].primary_author', message: 'an author must be an object like', editorPath: [0, 'primary_author'] },
  {
    name: 'a value outside a closed list (team code)',
    file: 'jobs/jobs.json',
    edit: set(VALID_JOB, 'team_code', 'egn'),
    severity: 'error',
    path: `["${VALID_JOB}"].team_code`,
    message: 'team_code "egn" is not one of eng, prd, fin, ops, nin, str, mkt, lab, exe. Did you mean "eng"?',
    editorPath: [VALID_JOB, 'team_code'],
  },
  {
    name: 'a newsroom category typo',
    file: 'posts/newsroom.json',
    edit: set(0, 'categories', ['press-relase']),
    severity: 'error',
    path: '[0].categories[0]',
    message: 'Did you mean "press-release"?',
    editorPath: [0, 'categories', 0],
  },
];
