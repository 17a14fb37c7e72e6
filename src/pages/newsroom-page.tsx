import { useTranslation } from '../lib/i18n/use-translation';
import type { NewsroomPageData } from '../content/page-data/types';
import { newestDate } from '../lib/dates/calendar';
import { usePageHead } from '../lib/head/use-page-head';
import { pagedListHead } from '../lib/head/paged-list-head';
import { useSectionFeeds } from '../lib/use-section-feeds';
import { NewsroomView } from '../features/brand/newsroom-view';
import { withPageData } from '../components/not-found/with-page-data';

function Newsroom({ data }: { data: NewsroomPageData }) {
  const { t } = useTranslation('brand');
  // The last breadcrumb, on the page and in its structured data: "Newsroom – Page 2" past the first.
  const { heading, title, description } = pagedListHead(t, { heading: 'newsroom.eyebrow', prefix: 'newsroom.' }, data.page, data.pages);
  usePageHead({
    title,
    description,
    heading,
    oembedPage: '/brand/newsroom',
    contentDate: newestDate([data.hero?.date, ...data.cards.map((c) => c.date)]),
    feeds: useSectionFeeds('newsroom'),
  });
  return <NewsroomView data={data} crumb={heading} />;
}

export default withPageData(Newsroom);
