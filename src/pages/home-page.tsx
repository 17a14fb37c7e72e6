import { useTranslation } from '../lib/i18n/use-translation';
import { usePageHead } from '../lib/head/use-page-head';
import { HomeHero } from '../features/home/home-hero';
import { HomeOverview } from '../features/home/home-overview';
import { HomeSmallData } from '../features/home/home-small-data';
import { HomeMission } from '../features/home/home-mission';
import { HomeStory } from '../features/home/home-story';
import { HomeDemo } from '../features/home/home-demo';
import { useLoaderData } from 'react-router-dom';
import { ProofBand } from '../components/proof-band/proof-band';
import { ProofCards } from '../components/outcomes/proof-cards';
import type { HomePageData } from '../content/page-data/types';

export default function HomePage() {
  const { t } = useTranslation('home');
  const data = useLoaderData() as HomePageData | null;
  usePageHead({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <HomeHero />
      <HomeOverview />
      <HomeSmallData />
      <HomeMission />
      <HomeStory />
      {/* Customers' measured results right after what the product does: the proof a buyer asks for next. */}
      <ProofCards cards={data?.proofs ?? []} />
      <ProofBand />
      <HomeDemo />
    </>
  );
}
