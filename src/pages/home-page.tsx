import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { HomeHero } from '../features/home/home-hero';
import { HomeOverview } from '../features/home/home-overview';
import { HomeSmallData } from '../features/home/home-small-data';
import { HomeMission } from '../features/home/home-mission';
import { HomeStory } from '../features/home/home-story';
import { HomeDemo } from '../features/home/home-demo';
import { ProofBand } from '../components/proof-band/proof-band';

export default function HomePage() {
  const { t } = useTranslation('home');
  usePageHead({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <HomeHero />
      <HomeOverview />
      <HomeSmallData />
      <HomeMission />
      <HomeStory />
      <ProofBand />
      <HomeDemo />
    </>
  );
}
