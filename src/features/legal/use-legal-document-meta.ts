import { useTranslation } from '../../lib/i18n/use-translation';
import type { LegalDocumentId, LocalizedLegalDocument } from '../../content/legal/legal-schema';
import { useLocale } from '../../lib/i18n/use-locale';

/** The translated name of each document: the same words the /legal index links with. */
const NAME_KEYS: Record<LegalDocumentId, string> = {
  eula: 'index.others.eula',
  cookies: 'index.cards.cookies.title',
  privacy: 'index.cards.privacy.title',
  dpa: 'index.others.dpa',
  anticorruption: 'index.others.anticorruption',
  'product-privacy': 'product.cards.privacy.title',
  'product-tos': 'product.cards.tos.title',
};

/**
 * Title and description of a legal page in the page's language. The documents are US English
 * text, so en pages use the editor's title and summary; other languages name the document in their
 * own words and say the text is in English, instead of an English head on a French page.
 */
export function useLegalDocumentMeta(document: LocalizedLegalDocument): { title: string; description: string } {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  // A translated document has its own title and summary in the page's language.
  if (document.translated) return { title: document.title, description: document.summary };
  if (locale.key === 'en') return { title: document.title, description: document.summary };
  const name = t(NAME_KEYS[document.id]);
  // The documents are written in US English ("License Agreement"); /uk names them with its own
  // spelling ("licence", the noun), as its legal index and breadcrumb already do.
  if (locale.tag.startsWith('en')) return { title: name, description: document.summary };
  return { title: name, description: t('documentMeta.description', { name }) };
}
