import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ChevronDown } from 'lucide-react';
import siteData from 'virtual:site-data';
import { MegaPanel } from './mega-panel';
import { useStagedNavPosts } from '../use-staged-nav-posts';
import { NAV_PANELS, type PanelKey } from './nav-items';
import { MENU_LEAVE_CLOSE_MS, PANEL_LEAVE_CLOSE_MS, useMegaMenu } from './use-mega-menu';
import styles from './header.module.css';
import { cx, ui } from '../../../styles/primitives';

/** The desktop menu: four triggers, their mega panels and the backdrop behind an open one. */
export function HeaderNav() {
  const { t } = useTranslation('common');
  const menu = useMegaMenu();
  const { pathname } = useLocation();
  const triggers = useRef(new Map<PanelKey, HTMLButtonElement>());
  const navRef = useRef<HTMLElement>(null);
  const latest = useStagedNavPosts(siteData.hubPosts);

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
    if (menu.open && !navRef.current?.contains(event.relatedTarget as Node | null)) menu.close();
  };

  return (
    <>
      <nav ref={navRef} className={styles.nav} aria-label={t('nav.label')} onKeyDown={onKeyDown} onBlur={onBlur}>
        <ul className={cx(ui.list, styles.menu)}>
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
                  latest={latest}
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
      {menu.open && <div className={styles.backdrop} aria-hidden="true" onClick={menu.close} />}
    </>
  );
}
