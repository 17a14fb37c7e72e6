import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft, ExternalLink, ShieldAlert } from 'lucide-react';
import { useLocalizeHref } from '../../lib/i18n/use-locale';
import { openExternal } from './open-external';
import { canGoBack } from './can-go-back';
import { cx, ui } from '../../styles/primitives';
import styles from './external-link.module.css';

/**
 * Back to the page that linked here when it is on this site, else the language's home: a fresh
 * tab, or a visit that started elsewhere, must not be sent off the site by "back".
 */
function useLeave() {
  const navigate = useNavigate();
  const localize = useLocalizeHref();
  return () => {
    const back = canGoBack({
      routerIndex: (window.history.state as { idx?: unknown } | null)?.idx,
      referrer: document.referrer,
      origin: window.location.origin,
      historyLength: window.history.length,
    });
    if (back) window.history.back();
    else navigate(localize('/'), { replace: true });
  };
}

/** The warning before leaving the site: host, Stay and Continue (spec 001 section 2). */
export function ExternalWarning({ destination }: { destination: URL }) {
  const { t } = useTranslation('external');
  const leave = useLeave();
  const proceed = () => {
    if (openExternal(destination.href)) leave();
    else window.location.assign(destination.href);
  };
  return (
    <section className={`container ${styles.page}`} aria-labelledby="external-title" data-external-warning="">
      <div className={cx(ui.gateCard, styles.card)}>
        <ShieldAlert size={40} aria-hidden="true" className={styles.icon} />
        <h1 id="external-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.text}>{t('description')}</p>
        <p className={styles.destination}>
          <span>{t('destination')}</span>
          <strong data-external-host="">{destination.hostname}</strong>
        </p>
        <div className={styles.actions}>
          <button type="button" className="button button--ghost" onClick={leave} data-external="stay">
            <ArrowLeft size={18} aria-hidden="true" />
            {t('stay')}
          </button>
          <button type="button" className="button button--primary" onClick={proceed} data-external="continue">
            {t('continue')}
            <ExternalLink size={18} aria-hidden="true" />
            <span className="visually-hidden">({t('newTab')})</span>
          </button>
        </div>
      </div>
    </section>
  );
}

/** What the prerendered /ex shows until the browser has read the destination. */
export function ExternalChecking() {
  const { t } = useTranslation('external');
  return (
    <section className={`container ${styles.page}`} aria-busy="true">
      <div className={cx(ui.gateCard, styles.card)}>
        <h1 className={styles.title}>{t('checking')}</h1>
      </div>
    </section>
  );
}
