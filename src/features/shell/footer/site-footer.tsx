import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import siteData from 'virtual:site-data';
import { site } from '../../../config/site';
import { LocalizedLink } from '../../../components/localized-link/localized-link';
import { BrandLogo } from '../../../components/brand-logo/brand-logo';
import { MicroblogIcon, ProfessionalNetworkIcon } from '../../../components/icons/social-icons';
import { LOCALES } from '../../../lib/i18n/locales';
import { rememberLanguage } from '../../../lib/i18n/detect-language';
import { NAV_PANELS } from '../header/nav-items';
import { navPostText } from '../../../content/nav-post-text';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useStagedNavPosts } from '../use-staged-nav-posts';
import styles from './footer.module.css';
import { cx, ui } from '../../../styles/primitives';

declare const __BUILD_YEAR__: number;

/** The resources column, in its order; labels are common:footer.<key>. */
const RESOURCES = [
  { to: '/legal', key: 'legal' },
  { to: '/legal/privacy', key: 'privacy' },
  { to: '/brand', key: 'brand' },
  { to: '/bookademo', key: 'demo' },
  { to: '/contact', key: 'contact' },
] as const;

/** Spec 000 section 2 (Footer): columns, latest posts, legal links, regions, social links. */
export function SiteFooter() {
  const locale = useLocale();
  const { t } = useTranslation('common');
  // The build year is prerendered; a visitor in a later year sees that year after hydration.
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  const latestPosts = useStagedNavPosts(siteData.footerPosts).slice(0, siteData.footerPosts.length);

  const column = (key: 'solution' | 'industries' | 'company') => {
    const panel = NAV_PANELS.find((p) => p.key === key);
    return (
      <div className={styles.column}>
        <h2 className={cx(ui.label, styles.heading)}>{t(`footer.${key}`)}</h2>
        <ul className={ui.list}>
          {panel?.links.map((link) => (
            <li key={link.to}>
              <LocalizedLink to={link.to}>{t(`nav.${key}.${link.labelKey}`)}</LocalizedLink>
            </li>
          ))}
        </ul>
      </div>
    );
  };

  return (
    <footer id="site-footer" className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <LocalizedLink to="/" className={styles.logo} aria-label={t('brand.homeLabel')}>
            <BrandLogo inverse />
          </LocalizedLink>
          <p className={styles.summary}>{t('footer.summary')}</p>
          <div className={styles.ctas}>
            <LocalizedLink to="/bookademo" className="button button--primary button--small">
              {t('footer.demo')}
            </LocalizedLink>
            <LocalizedLink to="/contact" className="button button--on-dark button--small">
              {t('footer.contact')}
            </LocalizedLink>
          </div>
        </div>
        <nav className={styles.columns} aria-label={t('footer.label')}>
          {column('solution')}
          {column('industries')}
          {column('company')}
          <div className={styles.column}>
            <h2 className={cx(ui.label, styles.heading)}>{t('footer.hub')}</h2>
            <ul className={ui.list}>
              {latestPosts.map((post) => {
                const text = navPostText(post, locale);
                return (
                  <li key={post.id}>
                    <LocalizedLink to={`/hub/${post.id}`} lang={text.lang}>
                      {text.title}
                    </LocalizedLink>
                  </li>
                );
              })}
              <li>
                <LocalizedLink to="/hub" className={styles.more}>
                  {t('footer.allArticles')}
                </LocalizedLink>
              </li>
            </ul>
          </div>
          <div className={styles.column}>
            <h2 className={cx(ui.label, styles.heading)}>{t('footer.resources')}</h2>
            <ul className={ui.list}>
              {RESOURCES.map(({ to, key }) => (
                <li key={to}>
                  <LocalizedLink to={to}>{t(`footer.${key}`)}</LocalizedLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p className={styles.copyright}>
          {t('footer.copyright', { year })} <span className={styles.address}>{t('footer.address')}</span>
        </p>
        <LocalizedLink to="/legal/cookies" className={styles.cookies}>
          {t('footer.cookies')}
        </LocalizedLink>
        <nav aria-label={t('footer.regions')}>
          <ul className={cx(ui.list, styles.regions)}>
            {LOCALES.map((locale) => (
              <li key={locale.key}>
                <LocalizedLink
                  to="/"
                  locale={locale.key}
                  hrefLang={locale.tag}
                  title={locale.nativeName}
                  // "UK" alone reads as Ukrainian: the name says the language in full, after the visible code.
                  aria-label={`${locale.region}, ${locale.nativeName}`}
                  onClick={() => rememberLanguage(locale.key)}
                >
                  {locale.region}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={cx(ui.list, styles.social)} aria-label={t('footer.social')}>
          <li>
            <a href={site.social.linkedin} aria-label={t('footer.linkedin')} rel="noopener noreferrer" target="_blank">
              <ProfessionalNetworkIcon />
            </a>
          </li>
          <li>
            <a href={site.social.x} aria-label={t('footer.x')} rel="noopener noreferrer" target="_blank">
              <MicroblogIcon />
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
