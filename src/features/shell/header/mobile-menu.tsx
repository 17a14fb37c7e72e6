import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ChevronDown, Menu, X } from 'lucide-react';
import siteData from 'virtual:site-data';
import { LocalizedLink } from '../../../components/localized-link/localized-link';
import { setScrollLock } from '../../../lib/scroll-lock';
import { inertOutside } from '../../../lib/focus/inert-outside';
import { wrapTab } from '../../../lib/focus/focus-wrap';
import { LanguageSwitcher } from '../language-switcher';
import { NavPostLink } from './nav-post-link';
import { useStagedNavPosts } from '../use-staged-nav-posts';
import { HUB_PANEL, NAV_PANELS, type PanelKey } from './nav-items';
import styles from './mobile-menu.module.css';
import { cx, ui } from '../../../styles/primitives';

/**
 * Collapsible menu for small screens with the same sub-links as the desktop panels. The drawer's
 * contents render on first opening: in the prerendered HTML they repeated every panel link (about
 * 200 elements on every page), and the desktop panels already give crawlers those links.
 */
export function MobileMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [section, setSection] = useState<PanelKey | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const drawerId = useId();
  const latest = useStagedNavPosts(siteData.hubPosts);

  // Closing by keyboard puts focus back on the button, so the visitor goes on from where the menu was.
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    setScrollLock('mobile-menu', open);
    const drawer = drawerRef.current;
    if (open && drawer) {
      // Banners above the sticky header move it down; the drawer starts right under it.
      const header = drawer.closest('header');
      drawer.style.setProperty('--drawer-top', `${header?.getBoundingClientRect().bottom ?? 0}px`);
      drawer.querySelector<HTMLElement>('button, a')?.focus();
    }
    return () => setScrollLock('mobile-menu', false);
  }, [open]);

  // WCAG 2.4.3: while open, the menu is the page. Everything else (banners, the rest of the header,
  // main, footer) is inert, so neither Tab nor a screen reader reaches what the drawer covers, and
  // Tab wraps between the menu's button and the drawer. Escape closes from anywhere in it.
  useEffect(() => {
    const wrap = wrapRef.current;
    if (!open || !wrap) return;
    const restore = inertOutside(wrap);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else wrapTab(event, wrap);
    };
    // The drawer exists only below the desktop breakpoint: widening the window closes it, or the
    // page would stay inert behind a menu no longer shown.
    const desktop = window.matchMedia('(min-width: 1024px)');
    const onWiden = () => {
      if (desktop.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onWiden);
    return () => {
      restore();
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onWiden);
    };
  }, [open]);

  return (
    <div ref={wrapRef} className={styles.wrap}>
      <button
        ref={toggleRef}
        type="button"
        className={cx(ui.iconButton, styles.toggle)}
        aria-expanded={open}
        aria-controls={drawerId}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => {
          setOpened(true);
          setOpen((v) => !v);
        }}
      >
        {open ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
      </button>
      <div
        id={drawerId}
        ref={drawerRef}
        className={styles.drawer}
        hidden={!open}
      >
        {opened && (
          <>
            <nav aria-label={t('nav.mobileLabel')}>
              <ul className={ui.list}>
                {NAV_PANELS.map((panel) => {
                  const expanded = section === panel.key;
                  const ns = `nav.${panel.key}`;
                  return (
                    <li key={panel.key} className={styles.section}>
                      <button
                        type="button"
                        className={styles.sectionToggle}
                        aria-expanded={expanded}
                        aria-controls={`${drawerId}-${panel.key}`}
                        onClick={() => setSection(expanded ? null : panel.key)}
                      >
                        {t(`${ns}.label`)}
                        <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
                      </button>
                      <div id={`${drawerId}-${panel.key}`} hidden={!expanded} className={styles.sectionBody}>
                        <ul className={cx(ui.list, styles.links)}>
                          {panel.links.map((link) => (
                            <li key={link.to}>
                              <LocalizedLink to={link.to} className={cx(ui.menuLink, styles.link)}>
                                <link.icon size={18} aria-hidden="true" />
                                {t(`${ns}.${link.labelKey}`)}
                              </LocalizedLink>
                            </li>
                          ))}
                        </ul>
                        {panel.key === 'hub' && (
                          <ul className={cx(ui.list, styles.posts)}>
                            {latest.slice(0, HUB_PANEL.mobile.posts).map((post) => (
                              <li key={post.id}>
                                <NavPostLink post={post} excerptLength={HUB_PANEL.mobile.excerpt} classes={styles} />
                              </li>
                            ))}
                          </ul>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className={cx(ui.stack, styles.footer)}>
              <p className={cx(ui.label, styles.languageTitle)}>{t('language.label')}</p>
              <LanguageSwitcher inline />
              <LocalizedLink to="/bookademo" className={`button button--primary ${styles.contact}`}>
                {t('nav.contact')}
              </LocalizedLink>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
