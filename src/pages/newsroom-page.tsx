import { useTranslation } from '../lib/i18n/use-translation';
import type { NewsroomPageData } from '../content/page-data/types';
import { usePagedListHead } from '../lib/head/use-paged-list-head';
import { NewsroomView } from '../features/brand/newsroom-view';
import { withPageData } from '../components/not-found/with-page-data';

function Newsroom({ data }: { data: NewsroomPageData }) {
  const { t } = useTranslation('brand');
  const heading = usePagedListHead(t, { heading: 'newsroom.eyebrow', prefix: 'newsroom.' }, data, { section: 'newsroom', oembedPage: '/brand/newsroom' });
  return <NewsroomView data={data} crumb={heading} />;
}

export default withPageData(Newsroom);
