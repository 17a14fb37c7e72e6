import { useTranslation } from '../lib/i18n/use-translation';
import type { HubPageData } from '../content/page-data/types';
import { newestDate } from '../lib/dates/calendar';
import { usePageHead } from '../lib/head/use-page-head';
import { pagedListHead } from '../lib/head/paged-list-head';
import { HubHeader } from '../features/hub/hub-header';
import { HubListing } from '../features/hub/hub-listing';
import { useSectionFeeds } from '../lib/use-section-feeds';
import { withPageData } from '../components/not-found/with-page-data';

function Hub({ data }: { data: HubPageData }) {
  const { t } = useTranslation('hub');
  // The last breadcrumb, on the page and in its structured data: "Hub – Page 2" past the first.
  const { heading, title, description } = pagedListHead(t, { heading: 'header.eyebrow', prefix: '' }, data.page, data.pages);
  usePageHead({
    title,
    description,
    heading,
    oembedPage: '/hub',
    // The hero is the newest post and leads every page of the list.
    contentDate: newestDate([data.hero?.date, ...data.cards.map((c) => c.date)]),
    feeds: useSectionFeeds('hub'),
  });
  return (
    <>
      <HubHeader crumb={heading} />
      <div className="container">
        <HubListing data={data} />
      </div>
    </>
  );
}

export default withPageData(Hub);
