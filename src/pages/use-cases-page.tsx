import { useTranslation } from '../lib/i18n/use-translation';
import type { UseCasesPageData } from '../content/page-data/types';
import { newestDate } from '../lib/dates/calendar';
import { usePageHead } from '../lib/head/use-page-head';
import { UseCasesView } from '../features/use-cases/use-cases-view';
import { withPageData } from '../components/not-found/with-page-data';

function UseCases({ data }: { data: UseCasesPageData }) {
  const { t } = useTranslation('usecases');
  usePageHead({ title: t('meta.title'), description: t('meta.description'), heading: t('header.eyebrow'), contentDate: newestDate(data.useCases.map((u) => u.date)) });
  return <UseCasesView useCases={data.useCases} />;
}

export default withPageData(UseCases);
