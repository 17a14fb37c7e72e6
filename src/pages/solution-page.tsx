import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { PlatformView } from '../features/solution/platform-view';

export default function SolutionPage() {
  const { t } = useTranslation('solution');
  usePageHead({ title: t('meta.title'), description: t('meta.description'), heading: t('hero.eyebrow') });
  return <PlatformView />;
}
