import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { EnvironmentView } from '../features/environment/environment-view';

export default function EnvironmentPage() {
  const { t } = useTranslation('environment');
  // Spec 000 section 2: the environment page asks search engines not to index or follow.
  usePageHead({ title: t('environment.meta.title'), description: t('environment.meta.description'), heading: t('environment.eyebrow'), noindex: true });
  return <EnvironmentView />;
}
