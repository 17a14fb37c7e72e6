import { useTranslation } from '../../lib/i18n/use-translation';
import { AlertTriangle } from 'lucide-react';
import styles from './article.module.css';

export function ArticleRenderError({ error }: { error: Error }) {
  const { t } = useTranslation('article');
  return (
    <div className={styles.fallback} role="alert" data-article-error="render">
      <AlertTriangle size={22} aria-hidden="true" />
      <div>
        <p className={styles.fallbackTitle}>{t('errors.renderTitle')}</p>
        <p>{t('errors.renderText')}</p>
        <details>
          <summary>{t('errors.details')}</summary>
          <pre>{`${error.name}: ${error.message}`}</pre>
        </details>
      </div>
    </div>
  );
}

export function ArticleDecodeError() {
  const { t } = useTranslation('article');
  return (
    <div className={styles.fallback} role="alert" data-article-error="decode">
      <AlertTriangle size={22} aria-hidden="true" />
      <p className={styles.fallbackTitle}>{t('errors.decode')}</p>
    </div>
  );
}
