import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocale } from '../../lib/i18n/use-locale';
import { useRouteAnalytics } from '../../lib/analytics/use-route-analytics';
import { useSiteHead } from '../../lib/head/use-page-head';
import { prepareHeadWhenIdle } from '../../lib/head/deferred-head';
import { bootedOnNotFoundPage } from '../../lib/routing/initial-not-found';
import { localizeHref } from '../../lib/i18n/localize-path';
import { matchPageRoute } from '../../routes/match-page-route';
import { lacksProviders } from '../../lib/third-party/use-document-providers';
import { NotFoundScreen } from '../../components/not-found/not-found-screen';
import { SiteHeader } from './header/site-header';
import { onDemand } from '../../lib/on-demand/on-demand';
import { loadPartsWhenIdle } from '../../lib/on-demand/part-triggers';
import { LocationBannerSlot } from './banners/location-banner-slot';
import { useLanguageDetection } from './use-language-detection';
import footerStyles from './footer/footer.module.css';
import bannerStyles from './banners/banners.module.css';
import { DISMISSED_SCRIPT } from './banners/announcement-id';
import { RedirectNotice, type RedirectNoticeState } from './redirect-notice';

// Page speed: the footer and the announcement hydrate on the first interaction or when idle.
const SiteFooter = onDemand('footer', () => import('./footer/site-footer').then((m) => m.SiteFooter), [footerStyles], { samePerLanguage: true });
const AnnouncementBanner = onDemand('announcement', () => import('./banners/announcement-banner').then((m) => m.AnnouncementBanner), [bannerStyles], { samePerLanguage: true });

/** Header, banners, main and footer around every page. */
export function SiteLayout() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const location = useLocation();
  useSiteHead();
  useRouteAnalytics(locale.key);
  useLanguageDetection(locale.key);
  // Until the first navigation, a hydrated 404.html keeps showing the not-found page. Where the
  // route table sends unknown ids somewhere else (an old job link goes to /careers), that happens
  // after hydration: the first render must be the not-found page the HTML holds.
  const showNotFound = bootedOnNotFoundPage && location.key === 'default';
  const route = matchPageRoute(location.pathname);
  const redirect = showNotFound ? route?.unknownIdRedirect : undefined;
  const navigate = useNavigate();
  useEffect(() => {
    if (!redirect) return;
    const state: RedirectNoticeState = { notice: route?.unknownIdNotice };
    navigate(localizeHref(redirect, locale.key), { replace: true, state });
    // Once, from the landing page's render: the route is that page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirect, locale.key, navigate]);
  // A page reached client-side whose third party (a form) this document's CSP does not allow is
  // loaded afresh under its own policy, before it mounts and tries to load the script.
  const reload = lacksProviders(route?.thirdParties, location.key === 'default');
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload, location.key]);
  // Lets tests (and monitoring) know the prerendered page is now interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    loadPartsWhenIdle();
    prepareHeadWhenIdle();
  }, []);

  if (route?.bare && !showNotFound) {
    return (
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    );
  }

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <LocationBannerSlot />
      <script dangerouslySetInnerHTML={{ __html: DISMISSED_SCRIPT }} />
      <AnnouncementBanner />
      <SiteHeader />
      {/* The search index reads a page's text from its main only: never the header or footer. */}
      <main id="main" tabIndex={-1} data-pagefind-body="">
        <RedirectNotice />
        {showNotFound ? (
          <NotFoundScreen descriptionKey={route?.notFoundKey} />
        ) : reload ? null : (
          <Outlet />
        )}
      </main>
      <SiteFooter />
    </>
  );
}
