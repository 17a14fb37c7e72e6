import { useTranslation } from '../lib/i18n/use-translation';
import type { CareersPageData } from '../content/page-data/types';
import { newestDate } from '../lib/dates/calendar';
import { usePageHead } from '../lib/head/use-page-head';
import { CareersView } from '../features/careers/careers-view';
import { withPageData } from '../components/not-found/with-page-data';
import { TEAM_VOICES } from '../features/culture/voices-data';
import { personPicture } from '../lib/images/person-pictures';

function Careers({ data }: { data: CareersPageData }) {
  const { t } = useTranslation(['careers', 'common']);
  // The colleagues of the culture page's quotes, each with the city of their office.
  const colleagues = TEAM_VOICES.map((voice) => ({ name: voice.name, picture: personPicture(voice.picture), role: t(`common:hero.offices.${voice.office}.city`) }));
  usePageHead({ title: t('meta.title'), description: t('meta.description'), heading: t('hero.eyebrow'), contentDate: newestDate(data.jobs.map((j) => j.posted)) });
  return <CareersView data={data} colleagues={colleagues} />;
}

export default withPageData(Careers);
