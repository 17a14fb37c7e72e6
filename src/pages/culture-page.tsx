import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { CultureView } from '../features/culture/culture-view';

export default function CulturePage() {
  const { t } = useTranslation('company');
  usePageHead({ title: t('culture.meta.title'), description: t('culture.meta.description'), heading: t('culture.eyebrow') });
  return <CultureView />;
}
