import { useTranslation } from '../../lib/i18n/use-translation';
import { formatDate } from '../../lib/dates/format-date';
import { readingTimeLabel } from '../../lib/i18n/article-labels';
import styles from './article.module.css';

/**
 * Date and reading time in one line under the title, on phones only: there the side card with the
 * full facts, contents, topics and sharing follows the text, so the text starts in the first screen.
 */
export function ArticleMetaLine({ date, minutes }: { date: string; minutes: number }) {
  const { t } = useTranslation(['article', 'common']);
  return (
    <p className={styles.metaLine} data-article-meta-line="">
      <time dateTime={date}>{formatDate(date, 'short', t)}</time>
      <span aria-hidden="true"> · </span>
      <span>{readingTimeLabel(minutes, t)}</span>
    </p>
  );
}
