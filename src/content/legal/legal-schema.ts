import { z } from 'zod';
import { isoDate, nonEmptyText } from '../schema-helpers';
import { TRANSLATABLE_LOCALES, type TranslatableLocale } from '../translations';

/** The legal documents, one file each under content/legal/ ({id}.json). */
export const LEGAL_DOCUMENTS = ['eula', 'cookies', 'privacy', 'dpa', 'anticorruption', 'product-privacy', 'product-tos'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/** A paragraph (plain text, no HTML) or a bulleted list of plain-text items. */
const block = z
  .union(
    [
      nonEmptyText('a paragraph').describe('A paragraph of plain text (no HTML).'),
      z
        .object({ list: z.array(nonEmptyText('a list item')).min(1, { error: 'list needs at least one item' }).describe('The list\'s items, plain text; at least one.') })
        .strict()
        .describe('A bulleted list: { "list": [ ... ] }.'),
    ],
    { error: 'a block must be a paragraph (text) or { "list": [ ... ] }' },
  )
  .describe('A paragraph (text) or a bulleted list ({ "list": [ ... ] }).');

const sections = z
  .array(
    z.object({
      id: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'id must be lowercase letters, digits and hyphens' })
        .describe('Anchor of the section (lowercase letters, digits and hyphens), used by the table of contents; unique in the document.'),
      heading: nonEmptyText('heading').describe('Section heading as shown.'),
      blocks: z.array(block).min(1, { error: 'a section needs at least one block' }).describe('Paragraphs and lists, in order; at least one.'),
    }),
  )
  .min(1, { error: 'a document needs at least one section' })
  .describe('The sections, in order; at least one.');

const title = nonEmptyText('title');
const summary = nonEmptyText('summary').max(250, { error: 'summary must be at most 250 characters' });

/** The document in another page language: the same sections (same ids, same order), translated. */
const legalTranslation = z
  .strictObject({
    title: title.describe('Title in this language.'),
    summary: summary.describe('Summary in this language (at most 250 characters).'),
    sections: sections.describe('The same sections as the English text (same ids, same order), translated.'),
  })
  .describe('The document in this language: title, summary and sections.');

/**
 * Optional translations keyed by page language (uk pages show the English text). Contractual
 * documents stay English, the binding version; a notice such as the cookie declaration is
 * translated so every visitor can read what the site stores.
 */
const legalTranslations = z
  .strictObject(Object.fromEntries(TRANSLATABLE_LOCALES.map((key) => [key, legalTranslation.optional()])) as Record<TranslatableLocale, z.ZodOptional<typeof legalTranslation>>, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `translations are keyed by page language: ${TRANSLATABLE_LOCALES.join(', ')} (not ${issue.keys.join(', ')})` : undefined),
  })
  .optional()
  .describe(`Optional translations keyed by page language (${TRANSLATABLE_LOCALES.join(', ')}; uk uses the English text).`);

export const legalSchema = z
  .object({
    title: title.describe('Title of the document, shown as the page heading (English unless translated).'),
    summary: summary.describe('One or two sentences for search results and link previews (at most 250 characters).'),
    effective: isoDate.nullable().describe('"Effective" date shown under the title, e.g. 2024-07-11; null when the document has none.'),
    updated: isoDate.nullable().describe('"Last updated" date shown under the title; null when not shown.'),
    sections,
    translations: legalTranslations,
  })
  .superRefine((doc, context) => {
    const seen = new Set<string>();
    doc.sections.forEach((section, index) => {
      if (seen.has(section.id)) context.addIssue({ code: 'custom', path: ['sections', index, 'id'], message: `id "${section.id}" is used twice` });
      seen.add(section.id);
    });
    const ids = doc.sections.map((section) => section.id).join(', ');
    for (const [key, translation] of Object.entries(doc.translations ?? {})) {
      if (!translation) continue;
      const translated = translation.sections.map((section) => section.id).join(', ');
      if (translated !== ids) context.addIssue({ code: 'custom', path: ['translations', key, 'sections'], message: `a translation has the sections of the English text, in its order (${ids}); this one has ${translated}` });
    }
  });

export type LegalDocument = z.output<typeof legalSchema> & { id: LegalDocumentId };

/** A document as one page language shows it: its translation when there is one, else the English text. */
export type LocalizedLegalDocument = Omit<LegalDocument, 'translations'> & {
  /** Whether the text is in the page's language (a translation); false: the English text. */
  translated: boolean;
};
