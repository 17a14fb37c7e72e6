import { useTranslation } from '../../lib/i18n/use-translation';
import { formatDate } from '../../lib/dates/format-date';
import { HeroDocument } from '../../components/hero-visuals/hero-document';
import { TRUST_REVIEWED, TRUST_SECTIONS } from './trust-data';

/**
 * The hero's title page of the security overview PDF the page offers (scripts/build/trust-pdf.ts):
 * its title, review date and section list come from the same keys and lists as the PDF, so the
 * picture is the download. The summary tiles under the hero stay the page's only figures.
 */
export function TrustHeroDocument() {
  const { t } = useTranslation(['trust', 'common']);
  return (
    <HeroDocument
      kind={t('trust.hero.kind')}
      title={t('trust.pdf.title')}
      meta={formatDate(TRUST_REVIEWED, 'long', t)}
      sections={TRUST_SECTIONS.map((key) => t(`trust.sections.${key}.title`))}
    />
  );
}
