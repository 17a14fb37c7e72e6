import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { TrustView } from '../features/trust/trust-view';

export default function TrustPage() {
  const { t } = useTranslation('trust');
  usePageHead({ title: t('trust.meta.title'), description: t('trust.meta.description'), heading: t('trust.eyebrow') });
  return <TrustView />;
}
