import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from '../../lib/i18n/use-translation';
import { getI18n } from '../../lib/i18n/i18n';
import { splitLocale } from '../../lib/i18n/localize-path';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import type { LocaleKey } from '../../lib/i18n/locales';
import { NotFoundView } from '../../components/not-found/not-found-view';
import { isFetchFailure } from '../../lib/routing/stale-chunk';
import { cx, ui } from '../../styles/primitives';
import styles from './route-error.module.css';

const RELOAD_KEY = 'quorvia:stale-reload';

function ErrorScreen({ error, locale }: { error: unknown; locale: LocaleKey }) {
  const { t } = useTranslation('common');
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <section className={cx(ui.message, styles.screen)} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        {t('error.title')}
      </h1>
      <p className={styles.text}>{t('error.description')}</p>
      <div className={cx(ui.cluster, styles.actions)}>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <LocalizedLink className="button button--ghost" to="/" locale={locale}>
          {t('error.home')}
        </LocalizedLink>
      </div>
      <details className={styles.details}>
        <summary>{t('error.details')}</summary>
        <pre>{details}</pre>
      </details>
    </section>
  );
}

/**
 * The router's error screen. A 404 response shows the not-found page; a chunk that vanished in a
 * redeploy triggers a full reload; anything else shows the translated error with details.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const locale = splitLocale(pathname).locale;
  const i18n = getI18n(locale.key) ?? getI18n('en');

  useEffect(() => {
    console.error('[route error]', error);
    // One reload per minute at most, so a chunk that is really missing cannot loop.
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (isFetchFailure(error) && Date.now() - last > 60_000) {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.reload();
    }
  }, [error]);

  const body = isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorScreen error={error} locale={locale.key} />;
  return i18n ? <I18nextProvider i18n={i18n}>{body}</I18nextProvider> : body;
}
