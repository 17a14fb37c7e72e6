import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageHead } from '../../lib/head/use-page-head';
import { NotFoundView } from './not-found-view';

/**
 * The not-found page with its head: noindex, no canonical, no alternates. `descriptionKey` names a
 * more precise text (a learning session that no longer exists). The CDN's 404.html was built
 * without it, so it is applied after hydration there, never during it.
 */
export function NotFoundScreen({ descriptionKey }: { descriptionKey?: string }) {
  const { t } = useTranslation('common');
  const [key, setKey] = useState<string | undefined>(undefined);
  useEffect(() => setKey(descriptionKey), [descriptionKey]);
  usePageHead({ title: t('notFound.title'), description: t('notFound.metaDescription'), notFound: true });
  return <NotFoundView description={key ? t(key) : undefined} />;
}
