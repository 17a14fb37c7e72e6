import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Messages } from '../lib/locale-files';

import { PLAN_DATE, PLAN_SECTIONS } from '../../src/features/environment/plan';

export { PLAN_DATE };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.043, 0.063, 0.125);
const MUTED = rgb(0.275, 0.314, 0.416);
const BLUE = rgb(0.231, 0.357, 0.992);

function get(messages: Messages, path: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`environment PDF: missing text ${path}`);
  return node;
}

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

/**
 * The carbon reduction plan as a PDF, typeset from the same locale text as the page
 * (company.json, "environment"), so the download always says what the page says.
 */
export async function environmentPdf(messages: Messages, dateLabel: string): Promise<Uint8Array> {
  const text = (key: string) => get(messages, `environment.${key}`);
  const pdf = await PDFDocument.create();
  const fixed = new Date(`${PLAN_DATE}T00:00:00Z`);
  pdf.setTitle(text('pdf.title'));
  pdf.setAuthor('Quorvia');
  pdf.setCreator('Quorvia website build');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4.width - 2 * MARGIN;

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN + 30) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
  };
  const paragraph = (value: string, font: PDFFont, size: number, color = INK, gap = 6) => {
    for (const line of wrap(value, font, size, width)) {
      ensure(size * 1.45);
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color });
      y -= size * 1.45;
    }
    y -= gap;
  };

  page.drawRectangle({ x: MARGIN, y: y - 4, width: 36, height: 4, color: BLUE });
  y -= 24;
  paragraph(text('pdf.title'), bold, 22, INK, 4);
  paragraph(dateLabel, regular, 10, MUTED, 10);
  paragraph(text('lead'), regular, 11, MUTED, 14);
  for (const key of PLAN_SECTIONS) {
    ensure(40);
    paragraph(text(`sections.${key}.title`), bold, 14, INK, 4);
    for (const block of text(`sections.${key}.body`).split(/\n\s*\n/)) paragraph(block.trim(), regular, 10.5, INK, 6);
    y -= 8;
  }

  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    p.drawText(text('pdf.footer'), { x: MARGIN, y: 32, size: 8, font: regular, color: MUTED });
    const label = text('pdf.page').replace('{{page}}', String(index + 1)).replace('{{pages}}', String(pages.length));
    p.drawText(label, { x: A4.width - MARGIN - regular.widthOfTextAtSize(label, 8), y: 32, size: 8, font: regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: false });
}
