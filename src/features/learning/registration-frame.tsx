import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ExternalLink, Loader2 } from 'lucide-react';
import { LEARNING_FORM_ORIGINS, type LearningForm } from '../../config/learning-forms';
import { FRAME_HEIGHT_START, requestedHeight } from './frame-height';
import { FRAME_FAIL_MS, FRAME_HANDSHAKE_MS, frameState } from './frame-handshake';
import { EventSummary } from './event-summary';
import styles from './learning.module.css';
import { cx, ui } from '../../styles/primitives';

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

/**
 * The provider's form in a frame that grows with it, with a designed waiting state and, when the
 * form never answers (blocked host, CSP, firewall), a fallback in its place: the session's facts
 * and the form in a new tab. The frame stays mounted but hidden then, so a late form still wins.
 */
export function RegistrationFrame({ form, title }: { form: LearningForm; title: string }) {
  const { t } = useTranslation('learning');
  const [height, setHeight] = useState(FRAME_HEIGHT_START);
  const [loadedEvent, setLoadedEvent] = useState(false);
  const [handshake, setHandshake] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  // The frame gets its address only after hydration: a frame that loaded before React attached
  // its onLoad would leave the "Preparing" overlay up for good.
  const [src, setSrc] = useState<string | undefined>(undefined);

  useEffect(() => {
    setLoadedEvent(false);
    setHandshake(false);
    setTimedOut(false);
    setSrc(form.embedUrl ?? undefined);
    const timer = window.setTimeout(() => setTimedOut(true), FRAME_FAIL_MS);
    return () => window.clearTimeout(timer);
  }, [form.embedUrl]);

  useEffect(() => {
    if (!loadedEvent || handshake) return;
    const timer = window.setTimeout(() => setTimedOut(true), FRAME_HANDSHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [loadedEvent, handshake]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const next = requestedHeight(event.data, event.origin, LEARNING_FORM_ORIGINS);
      if (next === null) return;
      setHeight(next);
      setHandshake(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (!form.embedUrl) return null;
  const state = frameState({ loadedEvent, handshake, timedOut });
  return (
    <div className={`${styles.frameBox} ${state === 'failed' ? styles.frameBoxFailed : ''}`} data-frame-state={state}>
      {state === 'loading' && (
        <div className={styles.preparing} role="status">
          <p className={styles.status}>
            <Loader2 size={20} aria-hidden="true" className="spinner" />
            {t('preparing')}
          </p>
          {/* A quiet outline of a form, so the wait reads as "the form is coming" and not as a gap. */}
          <div className={cx(ui.stack, styles.skeleton)} aria-hidden="true">
            {[0, 1, 2, 3].map((row) => (
              <span key={row} className={cx(ui.stack, styles.skeletonField)}>
                <span />
                <span />
              </span>
            ))}
            <span className={styles.skeletonButton} />
          </div>
        </div>
      )}
      {state === 'failed' && (
        <div className={cx(ui.frameFallback, styles.fallback)} data-frame-fallback="" role="status">
          <span className={cx(ui.iconTile, ui.iconTileSignal)} aria-hidden="true">
            <ExternalLink size={26} />
          </span>
          <p className={styles.fallbackTitle}>{t('slowTitle')}</p>
          <p className={styles.fallbackText}>{t('blocked')}</p>
          <div className={styles.fallbackSession}>
            <p className={styles.fallbackSessionTitle}>{title}</p>
            <EventSummary event={form.event} tone="paper" />
          </div>
          <OpenFormLink form={form} className="button button--primary" />
        </div>
      )}
      <iframe
        src={src}
        title={t('frameTitle', { title })}
        className={styles.frame}
        style={{ height }}
        hidden={state === 'failed'}
        onLoad={() => src && setLoadedEvent(true)}
        data-learning-frame=""
      />
    </div>
  );
}
