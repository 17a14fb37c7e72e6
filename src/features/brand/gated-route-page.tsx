import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { VaultPageData } from '../../content/page-data/types';
import { usePageHead } from '../../lib/head/use-page-head';
import { NotFoundScreen } from '../../components/not-found/not-found-screen';
import { GatedPage } from './gated-page';

/**
 * The route page of a password-gated brand page: its head, then the gate around what `render` draws
 * from the opened box, with the page's own hero composition when it has one. Crawlers only ever
 * see the form, so the page is noindex.
 */
export function gatedRoutePage<T>(page: 'assets' | 'guidelines', render: (content: T) => ReactNode, visual?: ReactNode) {
  return function GatedRoutePage() {
    const data = useLoaderData() as VaultPageData | null;
    const { t } = useTranslation('brand');
    usePageHead({ title: t(`${page}.meta.title`), description: t(`${page}.meta.description`), heading: t(`${page}.eyebrow`), noindex: true });
    if (!data) return <NotFoundScreen />;
    return (
      <GatedPage<T> page={page} data={data} visual={visual}>
        {render}
      </GatedPage>
    );
  };
}
