import { useTranslation } from '../../lib/i18n/use-translation';
import { HeroDocument } from '../../components/hero-visuals/hero-document';

const OUTLINE = ['poweredBy', 'clearZone', 'coBranding', 'practices'] as const;

/**
 * The guidelines' title page: what the document covers, in the public words of brand.json. The
 * section titles of the guidelines themselves are sealed with the rest of the gated copy, so the
 * hero, which shows before the password, names the topics the page's description already names.
 */
export function GuidelinesHeroDocument() {
  const { t } = useTranslation(['brand', 'common']);
  return (
    <HeroDocument
      kind={t('guidelines.eyebrow')}
      title={t('guidelines.hero.title')}
      meta={t('common:brand.name')}
      sections={OUTLINE.map((key) => t(`guidelines.hero.sections.${key}`))}
    />
  );
}
