import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { LegalProductView } from '../features/legal/legal-index-view';

export default function LegalProductPage() {
  const { t } = useTranslation('legal');
  usePageHead({ title: t('product.meta.title'), description: t('product.meta.description'), heading: t('product.eyebrow'), noindex: true });
  return <LegalProductView />;
}
