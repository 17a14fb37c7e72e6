import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TopicPills } from '../../components/topic-pills/topic-pills';
import type { TocItem } from '../../content/article/process-article';
import { formatDate } from '../../lib/dates/format-date';
import { readingTimeLabel } from '../../lib/i18n/article-labels';
import { ShareButtons } from '../../components/share-buttons/share-buttons';
import { TocList } from './article-toc';
import styles from './article.module.css';
import { cx, ui } from '../../styles/primitives';

interface Props {
  date: string;
  updatedAt: string | null;
  minutes: number;
  author: string | null;
  toc: TocItem[];
  categories: string[];
  title: string;
  /** lang of the table of contents when the article is in another language than the page. */
  textLang?: string;
}

/** One row of the side card's facts: its term and its value, grouped so the two stay together. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Side card: dates (short form), reading time, contents (from 1024 px; TocDisclosure below), topics and sharing. */
export function ArticleAside({ date, updatedAt, minutes, author, toc, categories, title, textLang }: Props) {
  const { t } = useTranslation(['article', 'common']);
  return (
    <aside className={cx(ui.panel, ui.docAside, styles.aside)}>
      <dl className={cx(ui.factList, styles.facts)}>
        <Fact term={t('article:published')}>
          <time dateTime={date}>{formatDate(date, 'short', t)}</time>
        </Fact>
        {updatedAt && updatedAt.slice(0, 10) !== date.slice(0, 10) && (
          <Fact term={t('article:updated')}>
            <time dateTime={updatedAt}>{formatDate(updatedAt, 'short', t)}</time>
          </Fact>
        )}
        <Fact term={t('article:readingTime')}>{readingTimeLabel(minutes, t)}</Fact>
        {author && <Fact term={t('article:author')}>{author}</Fact>}
      </dl>
      {toc.length > 0 && (
        <nav className={`${styles.toc} ${styles.asideToc}`} aria-labelledby="toc-title" id="toc">
          <p id="toc-title" className={ui.asideLabel}>
            {t('article:contents')}
          </p>
          <TocList toc={toc} lang={textLang} />
        </nav>
      )}
      {categories.length > 0 && (
        <div>
          <p className={ui.asideLabel}>{t('article:topics')}</p>
          <TopicPills categories={categories} size="regular" />
        </div>
      )}
      <ShareButtons title={title} heading={t('share.title')} />
    </aside>
  );
}
