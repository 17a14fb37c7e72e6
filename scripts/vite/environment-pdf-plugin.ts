import type { Plugin } from 'vite';
import type { Messages } from '../lib/locale-files';
import { PLAN_DATE } from '../../src/features/environment/plan';
import { environmentPdf } from '../build/environment-pdf';
import { dateLine, generatedPdfPlugin } from './generated-pdf-plugin';

export const planFile = (key: string) => `media/environment/carbon-reduction-plan-${key}.pdf`;

/**
 * The carbon reduction plan, one PDF per language under /media/environment/, typeset from the
 * page's own text with its date line as the page writes it; the page reads `virtual:environment-pdf`.
 */
export function environmentPdfPlugin(options: { localesDir: string; overrides: Record<string, string> }): Plugin {
  return generatedPdfPlugin(
    {
      id: 'environment-pdf',
      folder: '/media/environment/',
      file: planFile,
      namespaces: ['environment', 'common'],
      typeset: (messages, t) => environmentPdf(messages.environment as Messages, dateLine(t, 'environment:environment.published', PLAN_DATE)),
    },
    options,
  );
}
