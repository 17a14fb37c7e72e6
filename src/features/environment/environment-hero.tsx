import { useTranslation } from '../../lib/i18n/use-translation';
import { HeroFigures } from '../../components/hero-visuals/hero-figures';
import { EMISSIONS } from './emissions';

/** The four sources whose cut the panel draws, largest first; each has a short label in `environment.hero.bars`. */
const CUT_SOURCES = ['travel', 'cloud', 'scope2', 'hardware'] as const;

/** How much a source fell from the baseline year to the current one, in tCO2e. */
export function sourceCut(key: (typeof CUT_SOURCES)[number]): number {
  const source = EMISSIONS.sources.find((row) => row.key === key)!;
  return source.baseline - source.current;
}

/**
 * The hero's figure panel: where the reduction came from, source by source, and two measures of the
 * plan behind it. The tiles and chart under the hero show the totals and each source's two years;
 * the panel shows the differences, so the first screen never prints the same figure twice.
 */
export function EnvironmentHeroFigures() {
  const { t } = useTranslation('environment');
  const unit = t('environment.figures.unit');
  const cuts = CUT_SOURCES.map((key) => ({ key, cut: sourceCut(key) }));
  const [largest] = cuts;
  return (
    <HeroFigures
      title={t('environment.hero.title')}
      meta={t('environment.hero.meta', { from: EMISSIONS.baselineYear, to: EMISSIONS.currentYear })}
      headline={{ value: `${t('environment.hero.value', { value: largest!.cut })} ${unit}`, label: t('environment.hero.headline') }}
      bars={cuts.map(({ key, cut }, index) => ({
        label: t(`environment.hero.bars.${key}`),
        value: cut,
        display: t('environment.hero.value', { value: cut }),
        tone: index === 0 ? 'now' : 'past',
      }))}
      facts={(['laptops', 'power'] as const).map((key) => ({ value: t(`environment.hero.facts.${key}.value`), label: t(`environment.hero.facts.${key}.label`) }))}
    />
  );
}
