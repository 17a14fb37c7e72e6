import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Messages } from '../lib/locale-files';
import { wrap } from './environment-pdf';
import { TRUST_CERTS, TRUST_REGIONS, TRUST_REVIEWED, TRUST_SECTIONS, TRUST_SUBPROCESSORS, TRUST_TILES } from '../../src/features/trust/trust-data';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.043, 0.063, 0.125);
const MUTED = rgb(0.275, 0.314, 0.416);
const BLUE = rgb(0.231, 0.357, 0.992);
const RULE = rgb(0.851, 0.875, 0.925);

function get(messages: Messages, path: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`security overview PDF: missing text ${path}`);
  return node;
}

/**
 * The security overview as a PDF, typeset from the trust page's own locale text (trust.json) and
 * lists (trust-data.ts), so that the document a procurement team files says what the page says.
 * Helvetica's WinAnsi set covers the six languages' letters.
 */
export async function trustPdf(messages: Messages, reviewedLabel: string, contact: { origin: string; mailbox: string }): Promise<Uint8Array> {
  const text = (key: string) => get(messages, `trust.${key}`);
  const pdf = await PDFDocument.create();
  const fixed = new Date(`${TRUST_REVIEWED}T00:00:00Z`);
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
  const paragraph = (value: string, font: PDFFont, size: number, color = INK, gap = 6, indent = 0) => {
    for (const line of wrap(value, font, size, width - indent)) {
      ensure(size * 1.45);
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color });
      y -= size * 1.45;
    }
    y -= gap;
  };
  const body = (value: string) => {
    for (const block of value.split(/\n\s*\n/).map((b) => b.trim())) {
      if (block.startsWith('• ')) {
        ensure(14);
        page.drawCircle({ x: MARGIN + 4, y: y - 7, size: 1.8, color: BLUE });
        paragraph(block.slice(2), regular, 10.5, INK, 4, 14);
      } else paragraph(block, regular, 10.5, INK, 6);
    }
  };
  /** A label and its text on one line or more, for the lists of certificates, regions and sub-processors. */
  const entry = (label: string, detail: string) => {
    ensure(30);
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: RULE });
    y -= 6;
    paragraph(label, bold, 10.5, INK, 1);
    paragraph(detail, regular, 9.5, MUTED, 6);
  };

  page.drawRectangle({ x: MARGIN, y: y - 4, width: 36, height: 4, color: BLUE });
  y -= 24;
  paragraph(text('pdf.title'), bold, 22, INK, 4);
  paragraph(reviewedLabel, regular, 10, MUTED, 10);
  paragraph(text('lead'), regular, 11, MUTED, 12);
  for (const key of TRUST_TILES) entry(text(`tiles.${key}.value`), text(`tiles.${key}.label`));
  y -= 10;

  for (const key of TRUST_SECTIONS) {
    ensure(60);
    paragraph(text(`sections.${key}.title`), bold, 14, INK, 4);
    body(text(`sections.${key}.body`));
    if (key === 'certifications') for (const cert of TRUST_CERTS) entry(`${text(`certs.${cert.key}.name`)} · ${text(`certs.${cert.key}.status`)}`, text(`certs.${cert.key}.text`));
    if (key === 'hosting') for (const region of TRUST_REGIONS) entry(`${text(`regions.${region}.name`)} · ${text(`regions.${region}.place`)}`, text(`regions.${region}.who`));
    if (key === 'disclosure') {
      paragraph(`${text('sections.disclosure.email')}: ${contact.mailbox}`, bold, 10.5, INK, 2);
      paragraph(`${text('sections.disclosure.securityTxt')}: ${contact.origin}/.well-known/security.txt`, regular, 10.5, INK, 6);
    }
    if (key === 'subprocessors') {
      for (const row of TRUST_SUBPROCESSORS) {
        const cell = (column: string) => text(`table.rows.${row}.${column}`);
        entry(`${cell('kind')} · ${cell('location')}`, cell('purpose'));
      }
    }
    y -= 10;
  }

  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    p.drawText(text('pdf.footer'), { x: MARGIN, y: 32, size: 8, font: regular, color: MUTED });
    const label = text('pdf.page').replace('{{page}}', String(index + 1)).replace('{{pages}}', String(pages.length));
    p.drawText(label, { x: A4.width - MARGIN - regular.widthOfTextAtSize(label, 8), y: 32, size: 8, font: regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: false });
}
