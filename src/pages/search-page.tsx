import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { SearchPageView } from '../features/search/search-page-view';

/** /search: the site search as a page (never itself indexed by crawlers or by the search). */
export default function SearchPage() {
  const { t } = useTranslation('search');
  usePageHead({ title: t('meta.title'), description: t('meta.description'), heading: t('heading'), noindex: true });
  return <SearchPageView />;
}
