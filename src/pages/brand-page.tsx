import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { BrandIndexView } from '../features/brand/brand-index-view';

export default function BrandPage() {
  const { t } = useTranslation('brand');
  usePageHead({ title: t('index.meta.title'), description: t('index.meta.description'), heading: t('index.eyebrow') });
  return <BrandIndexView />;
}
