import type { Messages } from '../lib/locale-files';
import type { GeneratedPdf } from '../vite/generated-pdf-plugin';
import { site } from '../../src/config/site';
import { A4, BLUE, dateLine, INK, MARGIN, MUTED, PdfFlow, RULE, textOf } from './pdf-document';
import { TRUST_CERTS, TRUST_REGIONS, TRUST_REVIEWED, TRUST_SECTIONS, TRUST_SUBPROCESSORS, TRUST_TILES } from '../../src/features/trust/trust-data';

/**
 * The security overview as a PDF, typeset from the trust page's own locale text (trust.json) and
 * lists (trust-data.ts), so that the document a procurement team files says what the page says.
 */
export async function trustPdf(messages: Messages, reviewedLabel: string, contact: { origin: string; mailbox: string }): Promise<Uint8Array> {
  const text = textOf(messages, 'trust', 'security overview PDF');
  const doc = await PdfFlow.create(text('pdf.title'), TRUST_REVIEWED);
  const body = (value: string) => {
    for (const block of value.split(/\n\s*\n/).map((b) => b.trim())) {
      if (block.startsWith('• ')) {
        doc.ensure(14);
        doc.page.drawCircle({ x: MARGIN + 4, y: doc.y - 7, size: 1.8, color: BLUE });
        doc.paragraph(block.slice(2), doc.regular, 10.5, INK, 4, 14);
      } else doc.paragraph(block, doc.regular, 10.5, INK, 6);
    }
  };
  /** A label and its text on one line or more, for the lists of certificates, regions and sub-processors. */
  const entry = (label: string, detail: string) => {
    doc.ensure(30);
    doc.page.drawLine({ start: { x: MARGIN, y: doc.y }, end: { x: A4.width - MARGIN, y: doc.y }, thickness: 0.5, color: RULE });
    doc.y -= 6;
    doc.paragraph(label, doc.bold, 10.5, INK, 1);
    doc.paragraph(detail, doc.regular, 9.5, MUTED, 6);
  };

  doc.opening(text('pdf.title'), reviewedLabel, text('lead'), 12);
  for (const key of TRUST_TILES) entry(text(`tiles.${key}.value`), text(`tiles.${key}.label`));
  doc.y -= 10;

  for (const key of TRUST_SECTIONS) {
    doc.ensure(60);
    doc.paragraph(text(`sections.${key}.title`), doc.bold, 14, INK, 4);
    body(text(`sections.${key}.body`));
    if (key === 'certifications') for (const cert of TRUST_CERTS) entry(`${text(`certs.${cert.key}.name`)} · ${text(`certs.${cert.key}.status`)}`, text(`certs.${cert.key}.text`));
    if (key === 'hosting') for (const region of TRUST_REGIONS) entry(`${text(`regions.${region}.name`)} · ${text(`regions.${region}.place`)}`, text(`regions.${region}.who`));
    if (key === 'disclosure') {
      doc.paragraph(`${text('sections.disclosure.email')}: ${contact.mailbox}`, doc.bold, 10.5, INK, 2);
      doc.paragraph(`${text('sections.disclosure.securityTxt')}: ${contact.origin}/.well-known/security.txt`, doc.regular, 10.5, INK, 6);
    }
    if (key === 'subprocessors') {
      for (const row of TRUST_SUBPROCESSORS) {
        const cell = (column: string) => text(`table.rows.${row}.${column}`);
        entry(`${cell('kind')} · ${cell('location')}`, cell('purpose'));
      }
    }
    doc.y -= 10;
  }
  return doc.finish(text('pdf.footer'), text('pdf.page'));
}

/**
 * The security overview in every language under /media/trust/, with its "Last reviewed" line as
 * the trust page writes it; the page reads `virtual:trust-pdf` (vite.config.ts).
 */
export const securityOverview: GeneratedPdf = {
  id: 'trust-pdf',
  folder: '/media/trust/',
  file: (key) => `media/trust/security-overview-${key}.pdf`,
  namespaces: ['trust', 'common'],
  typeset: (messages, t) => trustPdf(messages.trust as Messages, dateLine(t, 'trust:trust.updated', TRUST_REVIEWED), { origin: site.origin, mailbox: site.mailboxes.security }),
};
