import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, EyeOff, FileCheck2, Network } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { HomeCardSection } from './home-card-section';
import styles from './home.module.css';
import { cx, ui } from '../../styles/primitives';

const CARDS = [
  { key: 'collect', icon: EyeOff },
  { key: 'understand', icon: Network },
  { key: 'prove', icon: FileCheck2 },
] as const;

/** Operating-system overview: three cards and a link to /solution. */
export function HomeOverview() {
  const { t } = useTranslation('home');
  return (
    <HomeCardSection id="overview" name="overview" titleId="overview-title" cards={CARDS} columns={3}>
      <LocalizedLink to="/solution" className={cx(ui.moreLink, styles.link)}>
        {t('overview.link')}
        <ArrowRight size={18} aria-hidden="true" />
      </LocalizedLink>
    </HomeCardSection>
  );
}
