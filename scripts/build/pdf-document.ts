import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { TFunction } from 'i18next';
import type { Messages } from '../lib/locale-files';
import { formatDate } from '../../src/lib/dates/format-date';

/**
 * The page of the documents the build typesets from the site's text (the security overview, the
 * carbon reduction plan): A4, the brand's ink and blue, Helvetica (its WinAnsi set covers the six
 * languages' letters), text flowing from page to page, numbered pages. One look for every such
 * PDF, and the same bytes for the same text (fixed dates, no object streams).
 */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 56;
export const INK = rgb(0.043, 0.063, 0.125);
export const MUTED = rgb(0.275, 0.314, 0.416);
export const BLUE = rgb(0.231, 0.357, 0.992);
export const RULE = rgb(0.851, 0.875, 0.925);

/** The text at `prefix.key` of a namespace; a missing one stops the build naming it, instead of printing an empty line. */
export function textOf(messages: Messages, prefix: string, document: string): (key: string) => string {
  return (key) => {
    const path = `${prefix}.${key}`;
    let node: string | Messages | undefined = messages;
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`${document}: missing text ${path}`);
    return node;
  };
}

/**
 * A date line as the document's page writes it: `label` (such as `trust:trust.updated`) with the
 * date in the language's long form from the one date formatter, so the PDF and the page agree
 * ("1er" in French, no zero-padded day).
 */
export function dateLine(t: TFunction, label: string, iso: string): string {
  return t(label, { date: formatDate(iso, 'long', t) });
}

/** Greedy word wrap at the font's real widths. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A document being typeset: the current page and the cursor `y`, moving down as text is set. */
export class PdfFlow {
  readonly width = A4.width - 2 * MARGIN;
  page: PDFPage;
  y = A4.height - MARGIN;

  private constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([A4.width, A4.height]);
  }

  /** A new document with its title and a fixed date (the document's own), so a build repeats its bytes. */
  static async create(title: string, isoDate: string): Promise<PdfFlow> {
    const pdf = await PDFDocument.create();
    const fixed = new Date(`${isoDate}T00:00:00Z`);
    pdf.setTitle(title);
    pdf.setAuthor('Quorvia');
    pdf.setCreator('Quorvia website build');
    pdf.setProducer('pdf-lib');
    pdf.setCreationDate(fixed);
    pdf.setModificationDate(fixed);
    return new PdfFlow(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  }

  /** Starts a new page when `height` more would run into the footer. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + 30) {
      this.page = this.pdf.addPage([A4.width, A4.height]);
      this.y = A4.height - MARGIN;
    }
  }

  /** Wrapped text, breaking pages between lines, then `gap` below it. */
  paragraph(value: string, font: PDFFont, size: number, color = INK, gap = 6, indent = 0): void {
    for (const line of wrap(value, font, size, this.width - indent)) {
      this.ensure(size * 1.45);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font, color });
      this.y -= size * 1.45;
    }
    this.y -= gap;
  }

  /** The opening: the blue bar, the title, the date line and the lead. */
  opening(title: string, dateLine: string, lead: string, leadGap: number): void {
    this.page.drawRectangle({ x: MARGIN, y: this.y - 4, width: 36, height: 4, color: BLUE });
    this.y -= 24;
    this.paragraph(title, this.bold, 22, INK, 4);
    this.paragraph(dateLine, this.regular, 10, MUTED, 10);
    this.paragraph(lead, this.regular, 11, MUTED, leadGap);
  }

  /** Puts the footer and the page number (`pageTemplate` with {{page}} and {{pages}}) on every page and returns the file. */
  async finish(footer: string, pageTemplate: string): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    pages.forEach((p, index) => {
      p.drawText(footer, { x: MARGIN, y: 32, size: 8, font: this.regular, color: MUTED });
      const label = pageTemplate.replace('{{page}}', String(index + 1)).replace('{{pages}}', String(pages.length));
      p.drawText(label, { x: A4.width - MARGIN - this.regular.widthOfTextAtSize(label, 8), y: 32, size: 8, font: this.regular, color: MUTED });
    });
    return this.pdf.save({ useObjectStreams: false });
  }
}
