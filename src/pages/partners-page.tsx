import { useLoaderData } from 'react-router-dom';
import { useTranslation } from '../lib/i18n/use-translation';
import type { PartnersPageData } from '../content/page-data/types';
import { usePageHead } from '../lib/head/use-page-head';
import { PartnersView } from '../features/partners/partners-view';
import { NotFoundScreen } from '../components/not-found/not-found-screen';

function Partners({ data }: { data: PartnersPageData }) {
  const { t } = useTranslation('company');
  usePageHead({ title: t('partners.meta.title'), description: t('partners.meta.description'), heading: t('partners.eyebrow') });
  return <PartnersView data={data} />;
}

export default function PartnersPage() {
  const data = useLoaderData() as PartnersPageData | null;
  return data ? <Partners data={data} /> : <NotFoundScreen />;
}
