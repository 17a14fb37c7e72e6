import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n/use-locale';
import { useRouteAnalytics } from '../../lib/analytics/use-route-analytics';
import { useSiteHead } from '../../lib/head/use-page-head';
import { bootedOnNotFoundPage } from '../../lib/routing/initial-not-found';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './footer/site-footer';
import { AnnouncementBanner } from './banners/announcement-banner';
import { LocationBanner } from './banners/location-banner';
import { useLanguageDetection } from './use-language-detection';

/** Header, banners, main and footer around every page. */
export function SiteLayout() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const location = useLocation();
  useSiteHead();
  useRouteAnalytics(locale.key);
  useLanguageDetection(locale.key);
  // Until the first navigation, a hydrated 404.html keeps showing the not-found page.
  const showNotFound = bootedOnNotFoundPage && location.key === 'default';
  // Lets tests (and monitoring) know the prerendered page is now interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <LocationBanner />
      <AnnouncementBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {showNotFound ? <NotFoundScreen /> : <Outlet />}
      </main>
      <SiteFooter />
    </>
  );
}
