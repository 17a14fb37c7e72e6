import { useTranslation } from 'react-i18next';
import { usePageHead } from '../../lib/head/use-page-head';
import { NotFoundView } from './not-found-view';

/** The not-found page with its head: noindex, no canonical, no alternates. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  usePageHead({ title: t('notFound.title'), description: t('notFound.metaDescription'), notFound: true });
  return <NotFoundView />;
}
