import { useTranslation } from '../../lib/i18n/use-translation';
import { HeroFigures } from '../../components/hero-visuals/hero-figures';
import { EMISSIONS, percentChange } from './emissions';

/** The hero's figure panel: the plan's own totals, baseline to target, from the same numbers as the tiles. */
export function EnvironmentHeroFigures() {
  const { t } = useTranslation('environment');
  const number = (value: number, decimals = 0) => value.toFixed(decimals).replace('.', t('environment.figures.decimal'));
  const unit = t('environment.figures.unit');
  const { baseline, current, target } = EMISSIONS.total;
  return (
    <HeroFigures
      title={t('environment.hero.title')}
      meta={t('environment.hero.meta', { year: EMISSIONS.currentYear })}
      headline={{
        value: t('environment.hero.percent', { value: Math.abs(percentChange(baseline, current)) }),
        label: t('environment.hero.headline', { year: EMISSIONS.baselineYear }),
      }}
      bars={[
        { label: String(EMISSIONS.baselineYear), value: baseline, display: number(baseline), tone: 'past' },
        { label: String(EMISSIONS.currentYear), value: current, display: number(current), tone: 'now' },
        { label: t('environment.figures.target.goal', { year: EMISSIONS.targetYear }), value: target, display: number(target), tone: 'goal' },
      ]}
      facts={[
        { value: `${number(EMISSIONS.perEmployee.current, 1)} ${unit}`, label: t('environment.figures.tiles.perEmployee') },
        { value: `${number(EMISSIONS.scopes.scope3.current)} ${unit}`, label: t('environment.figures.tiles.scope3') },
      ]}
    />
  );
}
