import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { getLocale, type LocaleKey } from '../../lib/i18n/locales';
import { getI18n, pageI18n } from '../../lib/i18n/i18n';
import { pageRouteFor } from '../../routes/match-page-route';
import { LocaleContext } from '../../lib/i18n/locale-context';
import { HeadProvider } from '../../lib/head/head-provider';
import { SiteLayout } from './site-layout';

/** Root element of one language: its locale, its translations, the head and the shell. */
export function LanguageRoot({ localeKey }: { localeKey: LocaleKey }) {
  const { pathname } = useLocation();
  const page = import.meta.env.SSR ? pageRouteFor(pathname) : null;
  // The prerender gives each page only the namespaces its route declares, as the browser will.
  const i18n = page ? pageI18n(localeKey, page.id, page.namespaces ?? []) : getI18n(localeKey);
  // The route's lazy() loads the resources first, so this only fails if that load failed.
  if (!i18n) throw new Error(`Translations for "${localeKey}" are not loaded`);
  return (
    <LocaleContext.Provider value={getLocale(localeKey)}>
      <I18nextProvider i18n={i18n}>
        <HeadProvider>
          <SiteLayout />
        </HeadProvider>
      </I18nextProvider>
    </LocaleContext.Provider>
  );
}
