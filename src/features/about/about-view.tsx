import type { AboutPageData } from '../../content/page-data/types';
import { AboutHero } from './about-hero';
import { AboutMission } from './about-mission';
import { AboutValues } from './about-values';
import { AboutCareers } from './about-careers';
import { AboutMore } from './about-more';
import { ProofBand } from '../../components/proof-band/proof-band';

export function AboutView({ data }: { data: AboutPageData }) {
  return (
    <>
      <AboutHero />
      <AboutMission />
      <AboutValues />
      <ProofBand tone="night" />
      <AboutCareers pool={data.jobs} />
      <AboutMore />
    </>
  );
}
