import { useTranslation } from '../../lib/i18n/use-translation';
import { formatDate } from '../../lib/dates/format-date';
import { HeroFigures } from '../../components/hero-visuals/hero-figures';
import { TRUST_REGIONS, TRUST_REVIEWED } from './trust-data';

/** The hero's status panel: where each certification stands and how many hosting regions, as the page's sections say. */
export function TrustHeroFigures() {
  const { t } = useTranslation(['trust', 'common']);
  return (
    <HeroFigures
      title={t('trust.hero.title')}
      meta={formatDate(TRUST_REVIEWED, 'long', t)}
      headline={{ value: t('trust.certs.iso.name'), label: t('trust.certs.iso.status') }}
      facts={[
        { value: t('trust.certs.soc2.status'), label: t('trust.certs.soc2.name') },
        { value: t('trust.certs.gdpr.status'), label: t('trust.certs.gdpr.name') },
        { value: String(TRUST_REGIONS.length), label: t('trust.regions.label') },
      ]}
    />
  );
}
