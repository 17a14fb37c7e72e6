import { useLoaderData } from 'react-router-dom';
import type { ArticlePageData } from '../content/page-data/types';
import { ArticleView } from '../features/article/article-view';
import { NotFoundScreen } from '../components/not-found/not-found-screen';

export default function NewsroomArticlePage() {
  const data = useLoaderData() as ArticlePageData | null;
  return data ? <ArticleView data={data} section="newsroom" /> : <NotFoundScreen />;
}
