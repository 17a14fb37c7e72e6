import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { readLocaleFolder, type Messages } from '../lib/locale-files';
import { trustPdf } from './trust-pdf';

const contact = { origin: 'https://www.quorvia.example', mailbox: 'security@quorvia.example' };
const trust = (key: string) => readLocaleFolder(resolve('locales'), key).trust as Messages;

describe('security overview PDF', () => {
  it.each(['en', 'fr', 'es', 'pt', 'lu'])('typesets the %s trust text into a titled A4 document, the same bytes each build', async (key) => {
    const bytes = await trustPdf(trust(key), 'reviewed', contact);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(((trust(key).trust as Messages).pdf as Messages).title);
    // Seven sections, the lists and the table do not fit one page; each page is A4.
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
    expect(Buffer.from(await trustPdf(trust(key), 'reviewed', contact)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('names the missing text instead of printing an empty line', async () => {
    const messages = structuredClone(trust('en'));
    delete ((messages.trust as Messages).table as Messages).rows;
    await expect(trustPdf(messages, 'reviewed', contact)).rejects.toThrow(/missing text trust\.table\.rows\.colocationLu\.kind/);
  });
});
