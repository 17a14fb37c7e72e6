import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Loader2 } from 'lucide-react';
import { LEARNING_FORM_ORIGINS, type LearningForm } from '../../config/learning-forms';
import { PageHero } from '../../components/page-hero/page-hero';
import { FRAME_HEIGHT_START, requestedHeight } from './frame-height';
import styles from './learning.module.css';

/**
 * How long the form may take before the overlay offers it in a new tab: networks of this audience
 * often block third-party frames, and then no load event ever comes.
 */
export const FRAME_SLOW_MS = 6000;

/** A learning session's registration: the provider's form in a frame that grows with it. */
export function LearningView({ form }: { form: LearningForm }) {
  const { t } = useTranslation('learning');
  const [height, setHeight] = useState(FRAME_HEIGHT_START);
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);
  // The frame gets its address only after hydration: a frame that loaded before React attached
  // its onLoad would leave the "Preparing" overlay up for good.
  const [src, setSrc] = useState<string | undefined>(undefined);

  useEffect(() => {
    setLoaded(false);
    setSlow(false);
    setSrc(form.embedUrl ?? undefined);
    const timer = window.setTimeout(() => setSlow(true), FRAME_SLOW_MS);
    return () => window.clearTimeout(timer);
  }, [form.embedUrl]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const next = requestedHeight(event.data, event.origin, LEARNING_FORM_ORIGINS);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <>
      <PageHero crumb={t(form.titleKey)} title={t(form.titleKey)} lead={t(form.descriptionKey)} eyebrow={t('eyebrow')} glow="teal-end" />
      <div className={`container ${styles.page}`}>
        {form.embedUrl ? (
          <div className={styles.frameBox} data-frame-state={loaded ? 'loaded' : 'loading'}>
            {!loaded && (
              <div className={styles.preparing} role="status">
                <p>
                  <Loader2 size={22} aria-hidden="true" className="spinner" />
                  {t('preparing')}
                </p>
                {slow && (
                  <p className={styles.slow} data-frame-slow="">
                    {t('slow')}{' '}
                    <a href={form.url} target="_blank" rel="noopener noreferrer">
                      {t('openForm')}
                      <ExternalLink size={14} aria-hidden="true" />
                      <span className="visually-hidden"> ({t('newTab')})</span>
                    </a>
                  </p>
                )}
              </div>
            )}
            <iframe
              src={src}
              title={t('frameTitle', { title: t(form.titleKey) })}
              className={styles.frame}
              style={{ height }}
              onLoad={() => src && setLoaded(true)}
              data-learning-frame=""
            />
          </div>
        ) : null}
        <p className={styles.open}>
          {form.embedUrl ? t('openHint') : t('noEmbed')}{' '}
          <a href={form.url} target="_blank" rel="noopener noreferrer" data-open-form="">
            {t('openForm')}
            <ExternalLink size={14} aria-hidden="true" />
            <span className="visually-hidden"> ({t('newTab')})</span>
          </a>
        </p>
        <p className={styles.disclaimer}>{t('disclaimer')}</p>
      </div>
    </>
  );
}
