import { useLoaderData } from 'react-router-dom';
import { useTranslation } from '../lib/i18n/use-translation';
import type { VaultPageData } from '../content/page-data/types';
import { usePageHead } from '../lib/head/use-page-head';
import { GatedPage } from '../features/brand/gated-page';
import { PressPhotos } from '../features/brand/press-photos';
import type { AssetsVault } from '../features/brand/gated-content';
import { NotFoundScreen } from '../components/not-found/not-found-screen';

/** /brand/assets: password-gated press photos. Crawlers only ever see the form, so: noindex. */
export default function BrandAssetsPage() {
  const data = useLoaderData() as VaultPageData | null;
  const { t } = useTranslation('brand');
  usePageHead({ title: t('assets.meta.title'), description: t('assets.meta.description'), heading: t('assets.eyebrow'), noindex: true });
  if (!data) return <NotFoundScreen />;
  return (
    <GatedPage<AssetsVault> page="assets" data={data}>
      {(vault) => <PressPhotos vault={vault} />}
    </GatedPage>
  );
}
