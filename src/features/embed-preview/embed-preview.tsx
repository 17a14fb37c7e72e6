import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight } from 'lucide-react';
import { BrandLogo } from '../../components/brand-logo/brand-logo';
import { site } from '../../config/site';
import { useLocale, useLocalizeHref } from '../../lib/i18n/use-locale';
import { langAttribute } from '../../lib/i18n/text-lang';
import type { EmbedState } from './use-embed-item';
import { cx, ui } from '../../styles/primitives';
import styles from './embed-preview.module.css';

declare const __BUILD_YEAR__: number;

/**
 * The card other sites show in a frame (oEmbed "rich"): no header or footer. Links open in a new
 * tab at the top level, because the frame is someone else's page.
 */
export function EmbedPreview({ state }: { state: EmbedState }) {
  const { t } = useTranslation(['embed', 'common']);
  const localize = useLocalizeHref();
  const locale = useLocale();
  // The build year in the prerender and the first render (they must agree); today's after hydration.
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <article className={styles.card} data-embed-state={state.status} aria-busy={state.status === 'loading'}>
      <a href={localize('/')} target="_blank" rel="noopener" className={styles.brand} aria-label={site.name}>
        <BrandLogo />
      </a>
      {state.status === 'ready' ? (
        <>
          <h1 className={styles.title} lang={langAttribute(state.item.lang, locale.tag)}>
            {state.item.title}
          </h1>
          {state.item.text && (
            <p className={styles.text} lang={langAttribute(state.item.lang, locale.tag)}>
              {state.item.text}
            </p>
          )}
          <a className="button button--primary button--small" href={localize(state.item.path)} target="_blank" rel="noopener">
            {t('continue')}
            <ArrowRight size={16} aria-hidden="true" />
          </a>
        </>
      ) : state.status === 'loading' ? (
        <p className={styles.text}>{t('loading')}</p>
      ) : (
        <div data-embed-fallback="">
          <p className={cx(ui.label, styles.tagline)}>{site.tagline}</p>
          <h1 className={styles.title}>{state.status === 'no-id' ? t('noId') : t('notAvailable', { id: state.id })}</h1>
        </div>
      )}
      <p className={styles.copyright}>{t('common:footer.copyright', { year })}</p>
    </article>
  );
}
