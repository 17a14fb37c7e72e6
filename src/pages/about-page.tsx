import { useTranslation } from '../lib/i18n/use-translation';
import type { AboutPageData } from '../content/page-data/types';
import { newestDate } from '../lib/dates/calendar';
import { usePageHead } from '../lib/head/use-page-head';
import { AboutView } from '../features/about/about-view';
import { withPageData } from '../components/not-found/with-page-data';

function About({ data }: { data: AboutPageData }) {
  const { t } = useTranslation('company');
  usePageHead({ title: t('about.meta.title'), description: t('about.meta.description'), heading: t('about.hero.eyebrow'), contentDate: newestDate(data.jobs.map((j) => j.posted)) });
  return <AboutView data={data} />;
}

export default withPageData(About);
