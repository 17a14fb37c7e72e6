import { useTranslation } from '../lib/i18n/use-translation';
import type { HubPageData } from '../content/page-data/types';
import { usePagedListHead } from '../lib/head/use-paged-list-head';
import { HubHeader } from '../features/hub/hub-header';
import { HubListing } from '../features/hub/hub-listing';
import { withPageData } from '../components/not-found/with-page-data';

function Hub({ data }: { data: HubPageData }) {
  const { t } = useTranslation('hub');
  const heading = usePagedListHead(t, { heading: 'header.eyebrow', prefix: '' }, data, { section: 'hub', oembedPage: '/hub' });
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
