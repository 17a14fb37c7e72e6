import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewsroomPageData } from '../content/page-data/types';
import { usePageHead } from '../lib/head/use-page-head';
import { useSectionFeeds } from '../lib/use-section-feeds';
import { NewsroomView } from '../features/brand/newsroom-view';
import { NotFoundScreen } from '../features/not-found/not-found-screen';

function Newsroom({ data }: { data: NewsroomPageData }) {
  const { t } = useTranslation('brand');
  usePageHead({
    title: t('newsroom.meta.title'),
    description: t('newsroom.meta.description'),
    heading: t('newsroom.eyebrow'),
    feeds: useSectionFeeds('newsroom'),
  });
  return <NewsroomView data={data} />;
}

export default function NewsroomPage() {
  const data = useLoaderData() as NewsroomPageData | null;
  return data ? <Newsroom data={data} /> : <NotFoundScreen />;
}
