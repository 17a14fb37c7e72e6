import { Crosshair, Feather, Filter, Scale } from 'lucide-react';
import { HomeCardSection } from './home-card-section';

const CARDS = [
  { key: 'precise', icon: Crosshair },
  { key: 'proportionate', icon: Scale },
  { key: 'signal', icon: Filter },
  { key: 'light', icon: Feather },
] as const;

/** Small data: the principle behind the platform, in four cards. */
export function HomeSmallData() {
  return <HomeCardSection name="smallData" titleId="small-data-title" cards={CARDS} columns={4} />;
}
