import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Loader2 } from 'lucide-react';
import { LEARNING_FORM_ORIGINS, type LearningForm } from '../../config/learning-forms';
import { PageHero } from '../../components/page-hero/page-hero';
import { FRAME_HEIGHT_START, requestedHeight } from './frame-height';
import styles from './learning.module.css';

/** A learning session's registration: the provider's form in a frame that grows with it. */
export function LearningView({ form }: { form: LearningForm }) {
  const { t } = useTranslation('learning');
  const [height, setHeight] = useState(FRAME_HEIGHT_START);
  const [loaded, setLoaded] = useState(false);

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
              <p className={styles.preparing} role="status">
                <Loader2 size={22} aria-hidden="true" className="spinner" />
                {t('preparing')}
              </p>
            )}
            <iframe
              src={form.embedUrl}
              title={t('frameTitle', { title: t(form.titleKey) })}
              className={styles.frame}
              style={{ height }}
              onLoad={() => setLoaded(true)}
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
