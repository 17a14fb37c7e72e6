import { useLoaderData } from 'react-router-dom';
import { useTranslation } from '../lib/i18n/use-translation';
import type { VaultPageData } from '../content/page-data/types';
import { usePageHead } from '../lib/head/use-page-head';
import { GatedPage } from '../features/brand/gated-page';
import { GuidelinesView } from '../features/brand/guidelines-view';
import { GuidelinesHeroDocument } from '../features/brand/guidelines-hero';
import type { GuidelinesVault } from '../features/brand/gated-content';
import { NotFoundScreen } from '../components/not-found/not-found-screen';

/** /brand/guidelines: the password-gated brand guidelines; noindex like the assets page. */
export default function BrandGuidelinesPage() {
  const data = useLoaderData() as VaultPageData | null;
  const { t } = useTranslation('brand');
  usePageHead({ title: t('guidelines.meta.title'), description: t('guidelines.meta.description'), heading: t('guidelines.eyebrow'), noindex: true });
  if (!data) return <NotFoundScreen />;
  return (
    <GatedPage<GuidelinesVault> page="guidelines" data={data} visual={<GuidelinesHeroDocument />}>
      {(vault) => <GuidelinesView vault={vault} />}
    </GatedPage>
  );
}
