import { z } from 'zod';
import { isoDate, nonEmptyText } from '../schema-helpers';

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

export const legalSchema = z
  .object({
    title: nonEmptyText('title').describe('Title of the document, shown as the page heading (English on every language\'s page).'),
    summary: nonEmptyText('summary')
      .max(250, { error: 'summary must be at most 250 characters' })
      .describe('One or two sentences for search results and link previews (at most 250 characters).'),
    effective: isoDate.nullable().describe('"Effective" date shown under the title, e.g. 2024-07-11; null when the document has none.'),
    updated: isoDate.nullable().describe('"Last updated" date shown under the title; null when not shown.'),
    sections: z
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
      .describe('The sections, in order; at least one.'),
  })
  .superRefine((doc, context) => {
    const seen = new Set<string>();
    doc.sections.forEach((section, index) => {
      if (seen.has(section.id)) context.addIssue({ code: 'custom', path: ['sections', index, 'id'], message: `id "${section.id}" is used twice` });
      seen.add(section.id);
    });
  });

export type LegalDocument = z.output<typeof legalSchema> & { id: LegalDocumentId };
