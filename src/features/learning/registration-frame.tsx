import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ExternalLink, Loader2 } from 'lucide-react';
import { LEARNING_FORM_ORIGINS, type LearningForm } from '../../config/learning-forms';
import { FRAME_HEIGHT_START, requestedHeight } from './frame-height';
import styles from './learning.module.css';

/**
 * How long the form may take before the overlay offers it in a new tab: networks of this audience
 * often block third-party frames, and then no load event ever comes.
 */
export const FRAME_SLOW_MS = 6000;

/** The form on the provider's site in a new tab; `always` marks the link that is always shown. */
export function OpenFormLink({ form, className, always = false }: { form: LearningForm; className?: string; always?: boolean }) {
  const { t } = useTranslation('learning');
  return (
    <a href={form.url} target="_blank" rel="noopener noreferrer" className={className} data-open-form={always ? '' : undefined}>
      {t('openForm')}
      <ExternalLink size={16} aria-hidden="true" />
      <span className="visually-hidden"> ({t('newTab')})</span>
    </a>
  );
}

/** The provider's form in a frame that grows with it, with a designed waiting and fallback state. */
export function RegistrationFrame({ form }: { form: LearningForm }) {
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

  if (!form.embedUrl) return null;
  return (
    <div className={styles.frameBox} data-frame-state={loaded ? 'loaded' : slow ? 'slow' : 'loading'}>
      {!loaded && (
        <div className={styles.preparing} role="status">
          <p className={styles.status}>
            <Loader2 size={20} aria-hidden="true" className="spinner" />
            {t('preparing')}
          </p>
          {slow ? (
            <div className={styles.fallback} data-frame-slow="">
              <span className={styles.fallbackIcon} aria-hidden="true">
                <ExternalLink size={26} />
              </span>
              <p className={styles.fallbackTitle}>{t('slowTitle')}</p>
              <p className={styles.fallbackText}>{t('slow')}</p>
              <OpenFormLink form={form} className="button button--primary" />
            </div>
          ) : (
            // A quiet outline of a form, so the wait reads as "the form is coming" and not as a gap.
            <div className={styles.skeleton} aria-hidden="true">
              {[0, 1, 2, 3].map((row) => (
                <span key={row} className={styles.skeletonField}>
                  <span />
                  <span />
                </span>
              ))}
              <span className={styles.skeletonButton} />
            </div>
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
  );
}
