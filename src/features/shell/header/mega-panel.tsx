import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArrowRight } from 'lucide-react';
import { LocalizedLink } from '../../../components/localized-link/localized-link';
import { NavPostLink } from './nav-post-link';
import { HUB_PANEL, type NavPanel } from './nav-items';
import type { NavPost } from '../../../content/site-data';
import styles from './header.module.css';
import { cx, ui } from '../../../styles/primitives';

interface MegaPanelProps {
  panel: NavPanel;
  /** The latest posts the hub panel lists (the header's, staged ones included on the staging host). */
  latest: readonly NavPost[];
  open: boolean;
  onEnter: () => void;
  onLeave: () => void;
  onNavigate: () => void;
}

/** One desktop mega-panel. Rendered (hidden) in the prerendered HTML so crawlers see its links. */
export function MegaPanel({ panel, latest, open, onEnter, onLeave, onNavigate }: MegaPanelProps) {
  const { t } = useTranslation('common');
  const ns = `nav.${panel.key}`;
  const posts = panel.key === 'hub' ? latest.slice(0, HUB_PANEL.desktop.posts) : [];

  return (
    <div
      id={`panel-${panel.key}`}
      className={styles.panel}
      hidden={!open}
      data-panel={panel.key}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
    >
      <div className={`container ${styles.panelInner}`}>
        <div className={styles.panelIntro}>
          <p className={styles.panelTitle}>{t(`${ns}.title`)}</p>
          <p className={styles.panelText}>{t(`${ns}.intro`)}</p>
        </div>
        <ul className={cx(ui.list, styles.panelLinks)} data-columns={panel.key === 'hub' ? 1 : 2}>
          {panel.links.map(({ to, labelKey, icon: Icon }) => (
            <li key={to}>
              <LocalizedLink to={to} className={ui.menuLink} onClick={onNavigate}>
                <span className={cx(ui.iconTile, styles.panelIcon)}>
                  <Icon size={20} aria-hidden="true" />
                </span>
                <span>
                  <span className={styles.panelLinkLabel}>{t(`${ns}.${labelKey}`)}</span>
                  <span className={styles.panelLinkText}>{t(`${ns}.${labelKey}Text`)}</span>
                </span>
              </LocalizedLink>
            </li>
          ))}
        </ul>
        {posts.length > 0 && (
          <div className={styles.panelPosts}>
            <p className={cx(ui.asideLabel, styles.panelPostsTitle)}>{t('nav.hub.latest')}</p>
            <ul className={ui.list}>
              {posts.map((post) => (
                <li key={post.id}>
                  <NavPostLink
                    post={post}
                    excerptLength={HUB_PANEL.desktop.excerpt}
                    classes={styles}
                    onNavigate={onNavigate}
                    after={<ArrowRight className={styles.postArrow} size={16} aria-hidden="true" />}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
