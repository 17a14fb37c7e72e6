import { useTranslation } from '../../lib/i18n/use-translation';
import type { LegalDocument, LegalDocumentId } from '../../content/legal/legal-schema';
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
 * Title and description of a legal page in the page's language. The documents are English text,
 * so English pages use the editor's title and summary; other languages name the document in their
 * own words and say the text is in English, instead of an English head on a French page.
 */
export function useLegalDocumentMeta(document: LegalDocument): { title: string; description: string } {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  if (locale.tag.startsWith('en')) return { title: document.title, description: document.summary };
  const name = t(NAME_KEYS[document.id]);
  return { title: name, description: t('documentMeta.description', { name }) };
}
