import { useTranslation } from 'react-i18next';
import { usePageHead } from '../lib/head/use-page-head';
import { HomeHero } from '../features/home/home-hero';
import { HomeOverview } from '../features/home/home-overview';

export default function HomePage() {
  const { t } = useTranslation('home');
  usePageHead({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <HomeHero />
      <HomeOverview />
    </>
  );
}
