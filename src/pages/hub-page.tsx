import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HubPageData } from '../content/page-data/types';
import { usePageHead } from '../lib/head/use-page-head';
import { HubHeader } from '../features/hub/hub-header';
import { HubListing } from '../features/hub/hub-listing';
import { useSectionFeeds } from '../lib/use-section-feeds';
import { NotFoundScreen } from '../features/not-found/not-found-screen';

function Hub({ data }: { data: HubPageData }) {
  const { t } = useTranslation('hub');
  usePageHead({
    title: t('meta.title'),
    description: t('meta.description'),
    heading: t('header.eyebrow'),
    feeds: useSectionFeeds('hub'),
  });
  return (
    <>
      <HubHeader />
      <div className="container">
        <HubListing posts={data.posts} />
      </div>
    </>
  );
}

export default function HubPage() {
  const data = useLoaderData() as HubPageData | null;
  return data ? <Hub data={data} /> : <NotFoundScreen />;
}
