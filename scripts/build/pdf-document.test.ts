import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { A4, PdfFlow, textOf, wrap } from './pdf-document';

const info = async (bytes: Uint8Array) => {
  const pdf = await PDFDocument.load(bytes);
  return { pages: pdf.getPageCount(), title: pdf.getTitle(), created: pdf.getCreationDate()?.toISOString() };
};

describe('PDF document page', () => {
  it('wraps at the font width and keeps a word longer than the line whole', async () => {
    const doc = await PdfFlow.create('T', '2026-01-15');
    const lines = wrap('one two three four five six seven eight', doc.regular, 10, 60);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(doc.regular.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
    expect(wrap('Supercalifragilistic', doc.regular, 10, 20)).toEqual(['Supercalifragilistic']);
  });

  it('flows onto new A4 pages and gives the same bytes for the same text', async () => {
    const typeset = async () => {
      const doc = await PdfFlow.create('Plan', '2026-01-15');
      doc.opening('Plan', 'Published 15 January 2026', 'Lead', 12);
      for (let i = 0; i < 80; i += 1) doc.paragraph(`Paragraph ${i} of a long document.`, doc.regular, 10.5);
      return doc.finish('Footer', 'Page {{page}} of {{pages}}');
    };
    const bytes = await typeset();
    const read = await info(bytes);
    expect(read.pages).toBeGreaterThan(1);
    expect(read.title).toBe('Plan');
    expect(read.created).toBe('2026-01-15T00:00:00.000Z');
    expect((await PDFDocument.load(bytes)).getPage(1).getSize()).toEqual({ width: A4.width, height: A4.height });
    expect(Buffer.from(await typeset()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('names a missing text with its document and key', () => {
    const text = textOf({ plan: { title: 'Plan' } }, 'plan', 'plan PDF');
    expect(text('title')).toBe('Plan');
    expect(() => text('lead')).toThrow('plan PDF: missing text plan.lead');
  });
});
