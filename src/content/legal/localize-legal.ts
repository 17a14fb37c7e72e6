import type { LocaleKey } from '../../lib/i18n/locales';
import type { LegalDocument, LocalizedLegalDocument } from './legal-schema';

/**
 * The document for one page language: the translation's title, summary and sections when the
 * editor wrote one, otherwise the English text. Only the page's language goes into its data.
 */
export function localizeLegal(document: LegalDocument, locale: LocaleKey): LocalizedLegalDocument {
  const { translations, ...english } = document;
  const translation = (translations as Partial<Record<LocaleKey, Pick<LegalDocument, 'title' | 'summary' | 'sections'>>> | undefined)?.[locale];
  return translation ? { ...english, ...translation, translated: true } : { ...english, translated: false };
}
