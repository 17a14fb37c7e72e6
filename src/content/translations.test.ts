import { describe, expect, it } from 'vitest';
import { postSchema } from './posts/post-schema';
import { newsroomSchema } from './newsroom/newsroom-schema';
import { jobSchema } from './jobs/job-schema';
import { itemLanguages, localizeItem } from './translations';

const post = { id: 'p', title: 'English title', description: '<p>English body</p>', date: '2025-01-01' };
const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('item translations (DESIGN.md "Content languages")', () => {
  it('accepts a translation with its own title and body, and shows it only under its language', () => {
    const parsed = postSchema.parse({ ...post, translations: { fr: { title: 'Titre', description: '<p>Corps</p>' } } });
    expect(itemLanguages(parsed)).toEqual(['en', 'uk', 'fr']);
    expect(localizeItem(parsed, 'fr')).toMatchObject({ title: 'Titre', description: '<p>Corps</p>', lang: 'fr' });
    expect(localizeItem(parsed, 'es')).toMatchObject({ title: 'English title', lang: 'en' });
    expect(localizeItem(parsed, 'lu').lang).toBe('en');
  });

  it('an untranslated item is its own page in the English languages only', () => {
    expect(itemLanguages(postSchema.parse(post))).toEqual(['en', 'uk']);
  });

  it('names the language and field an editor got wrong', () => {
    expect(issues(postSchema.safeParse({ ...post, translations: { de: { title: 'Titel' } } }))).toEqual([
      'translations: translations are keyed by page language: fr, es, pt, lu (not de; uk pages use the English text)',
    ]);
    expect(issues(postSchema.safeParse({ ...post, translations: { fr: { title: ' ', description: '<p>x</p>' } } }))).toEqual(['translations.fr.title: title must not be empty']);
    expect(issues(postSchema.safeParse({ ...post, translations: { fr: { title: 'Titre', summary: 'x', description: '<p>x</p>' } } }))).toEqual([
      'translations.fr: a translation has only title, excerpt and description (not summary)',
    ]);
    expect(issues(postSchema.safeParse({ ...post, translations: 'fr' }))[0]).toMatch(/^translations: translations must be an object keyed by language/);
  });

  it('requires a translated body when the original has one, so no page mixes two languages', () => {
    expect(issues(postSchema.safeParse({ ...post, translations: { pt: { title: 'Título', excerpt: 'Resumo' } } }))).toEqual([
      'translations.pt.description: is required because the original has a description (a page must not mix two languages)',
    ]);
    const newsroom = { id: 'n', title: 'T', date: '2025-01-01', description: 'PHA+eDwvcD4=' };
    expect(issues(newsroomSchema.safeParse({ ...newsroom, translations: { es: { title: 'T' } } }))).toHaveLength(1);
    const job = { referencenumber: 'QV-1', title: 'Engineer', description: '<p>x</p>', city: 'Paris', country: 'FR', team_code: 'eng', date: { valid: true, posted: '2025-01-01' } };
    expect(jobSchema.safeParse({ ...job, translations: { fr: { title: 'Ingénieur', description: '<p>y</p>' } } }).success).toBe(true);
  });
});
