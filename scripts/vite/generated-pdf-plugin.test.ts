import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { LOCALE_OVERRIDES } from '../lib/locale-files';
import { localeTranslator } from '../lib/locale-translator';
import { dateLine } from '../build/pdf-document';
import { securityOverview } from '../build/trust-pdf';
import { carbonReductionPlan } from '../build/environment-pdf';
import { generatedPdfPlugin } from './generated-pdf-plugin';

const options = { localesDir: 'locales', overrides: { ...LOCALE_OVERRIDES } };

/** What the page imports from the plugin's virtual module. */
async function pageModule(plugin: Plugin, id: string): Promise<Record<string, { href: string; kb: number }>> {
  const resolved = (plugin.resolveId as (id: string) => string | null)(id);
  const code = await (plugin.load as (id: string) => Promise<string | null>)(resolved!);
  return JSON.parse(code!.replace(/^export default /, '').replace(/;$/, '')) as Record<string, { href: string; kb: number }>;
}

describe('generated PDFs', () => {
  it('write their date line as the page does, through the one date formatter', () => {
    // The first of the month is "1er" in French, and no day is zero-padded.
    expect(dateLine(localeTranslator('fr'), 'trust:trust.updated', '2026-03-01')).toContain('1er mars 2026');
    expect(dateLine(localeTranslator('en'), 'environment:environment.published', '2026-01-05')).toContain('January 5, 2026');
    expect(dateLine(localeTranslator('lu'), 'trust:trust.updated', '2026-11-02')).toContain('2. November 2026');
  });

  it.each([
    ['trust', generatedPdfPlugin(securityOverview, options), 'virtual:trust-pdf', '/media/trust/security-overview-'],
    ['environment', generatedPdfPlugin(carbonReductionPlan, options), 'virtual:environment-pdf', '/media/environment/carbon-reduction-plan-'],
  ])('give the %s page one file per language with its size', async (_name, plugin, id, prefix) => {
    const files = await pageModule(plugin, id);
    expect(Object.keys(files).sort()).toEqual(['en', 'es', 'fr', 'lu', 'pt', 'uk']);
    for (const [key, file] of Object.entries(files)) {
      expect(file.href).toBe(`${prefix}${key}.pdf`);
      expect(file.kb).toBeGreaterThan(1);
    }
  });
});
