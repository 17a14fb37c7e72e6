import { useTranslation } from '../lib/i18n/use-translation';
import type { PartnersPageData } from '../content/page-data/types';
import { usePageHead } from '../lib/head/use-page-head';
import { PartnersView } from '../features/partners/partners-view';
import { withPageData } from '../components/not-found/with-page-data';

function Partners({ data }: { data: PartnersPageData }) {
  const { t } = useTranslation('company');
  usePageHead({ title: t('partners.meta.title'), description: t('partners.meta.description'), heading: t('partners.eyebrow') });
  return <PartnersView data={data} />;
}

export default withPageData(Partners);
