import { useTranslation } from '../lib/i18n/use-translation';
import type { LeadershipPageData } from '../content/page-data/types';
import { usePageHead } from '../lib/head/use-page-head';
import { LeadershipView } from '../features/leadership/leadership-view';
import { withPageData } from '../components/not-found/with-page-data';

function Leadership({ data }: { data: LeadershipPageData }) {
  const { t } = useTranslation('company');
  usePageHead({ title: t('leadership.meta.title'), description: t('leadership.meta.description'), heading: t('leadership.eyebrow') });
  return <LeadershipView data={data} />;
}

export default withPageData(Leadership);
