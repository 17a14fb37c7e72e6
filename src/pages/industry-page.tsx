import { useLoaderData } from 'react-router-dom';
import { useTranslation } from '../lib/i18n/use-translation';
import type { IndustryPageData } from '../content/page-data/types';
import { newestDate } from '../lib/dates/calendar';
import { usePageHead } from '../lib/head/use-page-head';
import { IndustryView } from '../features/industries/industry-view';
import { industryOf } from '../lib/catalogue/industries';
import { NotFoundScreen } from '../components/not-found/not-found-screen';

function Industry({ data, itemKey }: { data: IndustryPageData; itemKey: string }) {
  const { t } = useTranslation('industries');
  const ns = `items.${itemKey}`;
  usePageHead({
    title: t(`${ns}.meta.title`),
    description: t(`${ns}.meta.description`),
    heading: t(`${ns}.name`),
    // /industries/defence shows this page too; both name /industries/defense as canonical.
    canonicalPath: `/industries/${data.topic}`,
    contentDate: newestDate([...data.useCases, ...data.posts].map((item) => item.date)),
  });
  return <IndustryView data={data} />;
}

export default function IndustryPage() {
  const data = useLoaderData() as IndustryPageData | null;
  const industry = data ? industryOf(data.topic) : null;
  return data && industry ? <Industry data={data} itemKey={industry.key} /> : <NotFoundScreen />;
}
