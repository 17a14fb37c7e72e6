import { useEffect, useRef, type KeyboardEvent, type FocusEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { LocalizedLink } from '../../../components/localized-link/localized-link';
import { BrandLogo } from '../../../components/brand-logo/brand-logo';
import { LanguageSwitcher } from '../language-switcher';
import { MobileMenu } from './mobile-menu';
import { MegaPanel } from './mega-panel';
import { NAV_PANELS, type PanelKey } from './nav-items';
import { MENU_LEAVE_CLOSE_MS, PANEL_LEAVE_CLOSE_MS, useMegaMenu } from './use-mega-menu';
import styles from './header.module.css';

/** Sticky header: logo, four mega-panel menus, language, contact button, mobile menu. */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const menu = useMegaMenu();
  const { pathname } = useLocation();
  const triggers = useRef(new Map<PanelKey, HTMLButtonElement>());
  const headerRef = useRef<HTMLElement>(null);

  // A navigation by any means (link, back button) closes an open panel.
  useEffect(() => menu.close(), [pathname, menu.close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menu.open) {
      const key = menu.open;
      menu.close();
      triggers.current.get(key)?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (menu.open && !headerRef.current?.contains(event.relatedTarget as Node | null)) menu.close();
  };

  return (
    <header ref={headerRef} className={styles.header} data-panel-open={menu.open ?? undefined} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div className={`container ${styles.bar}`}>
        <LocalizedLink to="/" className={styles.logo} aria-label={t('brand.homeLabel')}>
          <BrandLogo />
        </LocalizedLink>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.menu}>
            {NAV_PANELS.map((panel) => {
              const expanded = menu.open === panel.key;
              return (
                // The panel follows its trigger in the DOM, so Tab moves from an open trigger into its links.
                <li key={panel.key}>
                  <button
                    ref={(el) => {
                      if (el) triggers.current.set(panel.key, el);
                    }}
                    type="button"
                    className={styles.trigger}
                    aria-expanded={expanded}
                    aria-controls={`panel-${panel.key}`}
                    data-menu={panel.key}
                    onClick={() => menu.toggle(panel.key)}
                    onMouseEnter={() => menu.hoverOpen(panel.key)}
                    onMouseLeave={() => menu.closeAfter(MENU_LEAVE_CLOSE_MS)}
                    onFocus={() => menu.open && menu.open !== panel.key && menu.close()}
                  >
                    {t(`nav.${panel.key}.label`)}
                    <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
                  </button>
                  <MegaPanel
                    panel={panel}
                    open={expanded}
                    onEnter={menu.cancelClose}
                    onLeave={() => menu.closeAfter(PANEL_LEAVE_CLOSE_MS)}
                    onNavigate={menu.close}
                  />
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher className={styles.language} />
          <LocalizedLink to="/bookademo" className={`button button--primary button--small ${styles.contact}`}>
            {t('nav.contact')}
          </LocalizedLink>
          <MobileMenu />
        </div>
      </div>
      {menu.open && <div className={styles.backdrop} aria-hidden="true" onClick={menu.close} />}
    </header>
  );
}
