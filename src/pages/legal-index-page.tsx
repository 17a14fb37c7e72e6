import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { LegalIndexView } from '../features/legal/legal-index-view';

export default function LegalIndexPage() {
  const { t } = useTranslation('legal');
  usePageHead({ title: t('index.meta.title'), description: t('index.meta.description'), heading: t('index.eyebrow'), noindex: true });
  return <LegalIndexView />;
}
