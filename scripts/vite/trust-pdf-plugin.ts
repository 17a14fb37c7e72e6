import type { Plugin } from 'vite';
import { site } from '../../src/config/site';
import { TRUST_REVIEWED } from '../../src/features/trust/trust-data';
import type { Messages } from '../lib/locale-files';
import { trustPdf } from '../build/trust-pdf';
import { dateLine, generatedPdfPlugin } from './generated-pdf-plugin';

export const overviewFile = (key: string) => `media/trust/security-overview-${key}.pdf`;

/**
 * The security overview, one PDF per language under /media/trust/, typeset from the trust page's
 * own text with its "Last reviewed" line as the page writes it; the page reads `virtual:trust-pdf`.
 */
export function trustPdfPlugin(options: { localesDir: string; overrides: Record<string, string> }): Plugin {
  return generatedPdfPlugin(
    {
      id: 'trust-pdf',
      folder: '/media/trust/',
      file: overviewFile,
      namespaces: ['trust', 'common'],
      typeset: (messages, t) => trustPdf(messages.trust as Messages, dateLine(t, 'trust:trust.updated', TRUST_REVIEWED), { origin: site.origin, mailbox: site.mailboxes.security }),
    },
    options,
  );
}
