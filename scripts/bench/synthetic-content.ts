/**
 * Synthetic content of the real shape for the build benchmark: the committed posts, use cases,
 * newsroom articles and jobs are the templates, repeated with fresh ids and dates, each body
 * extended with a subheading, an inline image and a video embed so every article exercises the
 * whole pipeline (sanitiser, heading ids, embed placeholder, image). People, partners, legal
 * texts and brand files are copied as they are.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SyntheticCounts {
  posts: number;
  useCases: number;
  newsroom: number;
  jobs: number;
}

/** How much of everything goes with a number of blog posts (the benchmark's axis). */
export function countsFor(posts: number): SyntheticCounts {
  return {
    posts,
    useCases: Math.max(12, Math.round(posts / 10)),
    newsroom: Math.max(8, Math.round(posts / 10)),
    jobs: Math.max(8, Math.round(posts / 100)),
  };
}

type Json = Record<string, unknown>;

function readJson<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
}

/** Eight-character prefixes must differ between items (oEmbed file names): a letter and 7 base-36 digits. */
export function syntheticId(kind: 'p' | 'u' | 'n', index: number, slug: string): string {
  return `${kind}${index.toString(36).padStart(7, '0')}-${slug}`;
}

function daysBefore(start: Date, days: number): string {
  return new Date(start.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

const EMBED =
  '<iframe src="https://www.youtube-nocookie.com/embed/Zp8nQ4cLw7Y" width="560" height="315" title="Quorvia walkthrough (benchmark embed)" allowfullscreen></iframe>';

function extendedBody(html: string, image: string | undefined, index: number): string {
  const figure = image ? `<p><img src="${image}" alt="Illustration for benchmark article ${index + 1}"></p>` : '';
  return `${html}\n<h2>Notes for benchmark article ${index + 1}</h2>\n${figure}\n<p>Recorded walkthrough:</p>\n${EMBED}`;
}

function decode(base64: string): string {
  return Buffer.from(base64, 'base64').toString('utf8');
}

/** Post and use-case bodies may be HTML or base64 HTML. */
function htmlOf(item: Json): string {
  const body = String(item.description);
  return body.trimStart().startsWith('<') ? body : decode(body);
}

function encode(html: string): string {
  return Buffer.from(html, 'utf8').toString('base64');
}

/** Templates with an id that are published (drafts are left out of production builds). */
function templates(list: Json[]): Json[] {
  const usable = list.filter((item) => typeof item.id === 'string' && typeof item.description === 'string' && item.draft !== true);
  if (usable.length === 0) throw new Error('no template entries with an id and a description');
  return usable;
}

const START = new Date('2026-11-01T00:00:00Z');

/** Writes a complete content folder (the layout of content/) with the given counts. */
export function writeSyntheticContent(sourceDir: string, targetDir: string, counts: SyntheticCounts): void {
  mkdirSync(targetDir, { recursive: true });
  for (const folder of ['data', 'legal', 'brand']) cpSync(join(sourceDir, folder), join(targetDir, folder), { recursive: true });
  mkdirSync(join(targetDir, 'posts'), { recursive: true });
  mkdirSync(join(targetDir, 'jobs'), { recursive: true });

  /** Repeats one article file's templates `count` times, `spacing` days apart, each body extended. */
  const articles = (file: string, kind: 'p' | 'u' | 'n', count: number, spacing: number, extra: (i: number) => Json = () => ({})) => {
    const list = templates(readJson<Json[]>(sourceDir, file));
    return Array.from({ length: count }, (_, i) => {
      const template = list[i % list.length]!;
      // Newsroom bodies are always base64; posts and use cases may be either (htmlOf).
      const base64 = kind === 'n';
      const body = extendedBody(base64 ? decode(String(template.description)) : htmlOf(template), template.image as string | undefined, i);
      return {
        ...template,
        id: syntheticId(kind, i, String(template.id)),
        title: `${String(template.title)} (${i + 1})`,
        date: daysBefore(START, i * spacing),
        ...extra(i),
        description: base64 ? encode(body) : body,
      };
    });
  };
  // The templates' bodies link to each other by id; the links point at each template's first copy,
  // so the link check of the build finds every page they name.
  const relinks = new Map<string, string>();
  const sections = [['hub', 'posts/blog.json', 'p', counts.posts], ['use-cases', 'posts/usecases.json', 'u', counts.useCases], ['brand/newsroom', 'posts/newsroom.json', 'n', counts.newsroom]] as const;
  for (const [path, file, kind, count] of sections) {
    templates(readJson<Json[]>(sourceDir, file)).forEach((template, index) => {
      if (index < count) relinks.set(`/${path}/${String(template.id)}`, `/${path}/${syntheticId(kind, index, String(template.id))}`);
    });
  }
  const relink = (item: Json): Json => {
    const swap = (value: unknown) => {
      if (typeof value !== 'string') return value;
      const base64 = /^[A-Za-z0-9+/]+={0,2}$/.test(value) && value.length % 4 === 0;
      const html = (base64 ? decode(value) : value).replace(/href="((?:\/[a-z]{2})?)(\/[^"#?]+)/g, (whole, prefix: string, path: string) => {
        const target = relinks.get(path);
        return target ? `href="${prefix}${target}` : whole;
      });
      return base64 ? encode(html) : html;
    };
    const translations = item.translations as Record<string, Json> | undefined;
    return {
      ...item,
      description: swap(item.description),
      ...(translations ? { translations: Object.fromEntries(Object.entries(translations).map(([lang, t]) => [lang, { ...t, description: swap(t.description) }])) } : {}),
    };
  };
  const posts = articles('posts/blog.json', 'p', counts.posts, 1 / 4).map(relink);
  const useCases = articles('posts/usecases.json', 'u', counts.useCases, 1, (i) => ({ featured: i < 3 })).map(relink);
  const newsroom = articles('posts/newsroom.json', 'n', counts.newsroom, 3).map(relink);

  const jobTemplates = Object.values(readJson<Record<string, Json>>(sourceDir, 'jobs/jobs.json')).filter(
    (job) => (job.date as { valid?: boolean } | undefined)?.valid === true,
  );
  const jobs: Record<string, Json> = {};
  for (let i = 0; i < counts.jobs; i += 1) {
    const template = jobTemplates[i % jobTemplates.length]!;
    const reference = `QV-BEN-${String(i + 1).padStart(5, '0')}`;
    jobs[reference] = {
      ...template,
      referencenumber: reference,
      title: `${String(template.title)} (${i + 1})`,
      url: `https://apply.quorvia.example/jobs/${reference}`,
      date: { ...(template.date as Json), posted: daysBefore(START, i % 60) },
    };
  }

  writeFileSync(join(targetDir, 'posts/blog.json'), JSON.stringify(posts));
  writeFileSync(join(targetDir, 'posts/usecases.json'), JSON.stringify(useCases));
  writeFileSync(join(targetDir, 'posts/newsroom.json'), JSON.stringify(newsroom));
  writeFileSync(join(targetDir, 'posts/staging.json'), '[]');
  writeFileSync(join(targetDir, 'jobs/jobs.json'), JSON.stringify(jobs));
}
