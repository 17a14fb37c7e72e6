import { useTranslation } from '../../../lib/i18n/use-translation';
import { LocalizedLink } from '../../../components/localized-link/localized-link';
import { BrandLogo } from '../../../components/brand-logo/brand-logo';
import { onDemand } from '../../../lib/on-demand/on-demand';
import styles from './header.module.css';
import languageStyles from '../language-switcher.module.css';
import mobileMenuStyles from './mobile-menu.module.css';
import navPostStyles from './nav-post-link.module.css';

// Page speed: menus, panels and the language list hydrate on the first interaction or when idle.
const HeaderNav = onDemand('header-nav', () => import('./header-nav').then((m) => m.HeaderNav), [styles, navPostStyles], { samePerLanguage: true });
const LanguageSwitcher = onDemand('language', () => import('../language-switcher').then((m) => m.LanguageSwitcher), [languageStyles]);
const SearchButton = onDemand('search', () => import('./search-button').then((m) => m.SearchButton), [styles], { samePerLanguage: true });
const MobileMenu = onDemand('mobile-menu', () => import('./mobile-menu').then((m) => m.MobileMenu), [mobileMenuStyles, languageStyles, navPostStyles], { samePerLanguage: true });

/** Sticky header: logo, four mega-panel menus, search, language, contact button, mobile menu. */
export function SiteHeader() {
  const { t } = useTranslation('common');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <LocalizedLink to="/" className={styles.logo} aria-label={t('brand.homeLabel')}>
          <BrandLogo />
        </LocalizedLink>
        <HeaderNav />
        <div className={styles.actions}>
          <SearchButton />
          <LanguageSwitcher className={styles.language} />
          <LocalizedLink to="/bookademo" className={`button button--primary button--small ${styles.contact}`}>
            {t('nav.contact')}
          </LocalizedLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
