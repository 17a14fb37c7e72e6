import { useEffect, useState } from 'react';
import type { ArticlePageData, ArticleSection } from '../../content/page-data/types';
import { isStagingHost, loadStagingFeed } from '../../lib/staging/staging-feed';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * On the staging host, a hub article shows its staged version when staging.json has its id
 * (spec 000 section 4), read after hydration so the prerendered HTML and the first render agree.
 * The pipeline that builds it (schema and sanitiser) is loaded only then, on that host.
 */
export function useStagedArticle(section: ArticleSection, data: ArticlePageData): ArticlePageData {
  const [staged, setStaged] = useState<ArticlePageData | null>(null);
  const id = data.article.id;
  const locale = useLocale().key;
  useEffect(() => {
    setStaged(null);
    if (section !== 'hub' || !isStagingHost(window.location.hostname)) return;
    let current = true;
    void loadStagingFeed().then(async (staging) => {
      if (staging === null || !current) return;
      const { stagedArticle } = await import('../../content/page-data/staged-article');
      if (current) setStaged(stagedArticle(staging, id, locale));
    });
    return () => {
      current = false;
    };
  }, [section, id, locale]);
  return staged ?? data;
}
