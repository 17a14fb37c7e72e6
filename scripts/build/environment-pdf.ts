import type { Messages } from '../lib/locale-files';
import type { GeneratedPdf } from '../vite/generated-pdf-plugin';
import { dateLine, INK, PdfFlow, textOf } from './pdf-document';
import { PLAN_DATE, PLAN_SECTIONS } from '../../src/features/environment/plan';

/**
 * The carbon reduction plan as a PDF, typeset from the same locale text as the page
 * (environment.json), so the download always says what the page says.
 */
export async function environmentPdf(messages: Messages, dateLabel: string): Promise<Uint8Array> {
  const text = textOf(messages, 'environment', 'environment PDF');
  const doc = await PdfFlow.create(text('pdf.title'), PLAN_DATE);
  doc.opening(text('pdf.title'), dateLabel, text('lead'), 14);
  for (const key of PLAN_SECTIONS) {
    doc.ensure(40);
    doc.paragraph(text(`sections.${key}.title`), doc.bold, 14, INK, 4);
    for (const block of text(`sections.${key}.body`).split(/\n\s*\n/)) doc.paragraph(block.trim(), doc.regular, 10.5, INK, 6);
    doc.y -= 8;
  }
  return doc.finish(text('pdf.footer'), text('pdf.page'));
}

/**
 * The carbon reduction plan in every language under /media/environment/, with its date line as
 * the page writes it; the page reads `virtual:environment-pdf` (vite.config.ts).
 */
export const carbonReductionPlan: GeneratedPdf = {
  id: 'environment-pdf',
  folder: '/media/environment/',
  file: (key) => `media/environment/carbon-reduction-plan-${key}.pdf`,
  namespaces: ['environment', 'common'],
  typeset: (messages, t) => environmentPdf(messages.environment as Messages, dateLine(t, 'environment:environment.published', PLAN_DATE)),
};
