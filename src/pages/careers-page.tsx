import { useTranslation } from '../lib/i18n/use-translation';
import type { CareersPageData } from '../content/page-data/types';
import { newestDate } from '../lib/dates/calendar';
import { usePageHead } from '../lib/head/use-page-head';
import { CareersView } from '../features/careers/careers-view';
import { withPageData } from '../components/not-found/with-page-data';

function Careers({ data }: { data: CareersPageData }) {
  const { t } = useTranslation('careers');
  usePageHead({ title: t('meta.title'), description: t('meta.description'), heading: t('hero.eyebrow'), contentDate: newestDate(data.jobs.map((j) => j.posted)) });
  return <CareersView data={data} />;
}

export default withPageData(Careers);
