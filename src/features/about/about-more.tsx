import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, Leaf, UsersRound } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { useReveal } from '../../lib/motion/use-reveal';
import { cx, ui } from '../../styles/primitives';
import styles from './about.module.css';

const PANELS = [
  { key: 'environment', icon: Leaf, to: '/about/environment' },
  { key: 'leadership', icon: UsersRound, to: '/about/leadership' },
] as const;

/** Environment and leadership, side by side, each leading to its page. */
export function AboutMore() {
  const { t } = useTranslation('company');
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={cx('container', ui.columns, styles.section)}>
      {PANELS.map(({ key, icon: Icon, to }) => (
        <section key={key} className={styles.panel} data-panel={key} aria-labelledby={`about-${key}-title`}>
          <Icon size={28} aria-hidden="true" className={styles.panelIcon} />
          <p className="eyebrow">{t(`about.${key}.eyebrow`)}</p>
          <h2 id={`about-${key}-title`} className={styles.panelTitle}>
            {t(`about.${key}.title`)}
          </h2>
          <p className={styles.panelText}>{t(`about.${key}.text`)}</p>
          <LocalizedLink to={to} className="button button--ghost">
            {t(`about.${key}.button`)}
            <ArrowRight size={18} aria-hidden="true" />
          </LocalizedLink>
        </section>
      ))}
    </div>
  );
}
