import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { IndustriesOverview } from '../features/industries/industries-overview';

export default function IndustriesPage() {
  const { t } = useTranslation('industries');
  usePageHead({ title: t('meta.title'), description: t('meta.description'), heading: t('hero.eyebrow') });
  return <IndustriesOverview />;
}
