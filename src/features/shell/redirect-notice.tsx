import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { PageRoute } from '../../routes/route-table';
import styles from './redirect-notice.module.css';

/** What a redirect of the layout's tells the visitor on the page it lands on (router state). */
export interface RedirectNoticeState {
  notice?: PageRoute['unknownIdNotice'];
}

/**
 * Says why the visitor is not where the link pointed (an expired job link lands on /careers). It
 * lives in the history entry the redirect made, so it never shows on a prerendered page.
 */
export function RedirectNotice() {
  const { t } = useTranslation('common');
  const notice = (useLocation().state as RedirectNoticeState | null)?.notice;
  if (!notice) return null;
  return (
    <p className={`container ${styles.notice}`} role="status" data-notice="">
      {t(notice)}
    </p>
  );
}
