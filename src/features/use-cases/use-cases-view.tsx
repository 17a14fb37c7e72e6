import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, Info } from 'lucide-react';
import type { ArticleCard as Card } from '../../content/page-data/types';
import { ALL_GROUP, USE_CASE_TOPICS, cappedUseCases, groupUseCases } from '../../content/page-data/use-case-lists';
import { ArticleCard } from '../../components/article-card/article-card';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb';
import { Carousel } from '../../components/carousel/carousel';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { categoryLabel } from '../../lib/i18n/article-labels';
import styles from './use-cases.module.css';
import { cx, ui } from '../../styles/primitives';

/**
 * Featured use cases, then one carousel per industry, with a topic filter and empty states.
 * Spec 000 section 5: featured first, filtered by topic, then the first 8 kept; the lead counts
 * what the unfiltered page shows.
 */
export function UseCasesView({ useCases }: { useCases: readonly Card[] }) {
  const { t } = useTranslation(['usecases', 'article']);
  const [topic, setTopic] = useState<string | null>(null);
  const { featured, groups, total } = groupUseCases(cappedUseCases(useCases, topic ?? undefined), null);
  const shownByDefault = cappedUseCases(useCases).length;
  const topicLabel = (key: string) => (key === ALL_GROUP ? t('usecases:allUseCases') : t(`usecases:topics.${key}`, { defaultValue: categoryLabel(key, t) }));

  return (
    <>
      <header className={cx(ui.nightBand, styles.header)}>
        <div className="container">
          <Breadcrumb current={t('usecases:header.eyebrow')} tone="dark" />
          <h1 className={styles.title}>{t('usecases:header.title')}</h1>
          {shownByDefault > 0 && <p className={cx(ui.bandLead, styles.lead)}>{t('usecases:header.lead', { count: shownByDefault })}</p>}
          <LocalizedLink to="/solution" className="button button--on-dark">
            {t('usecases:header.platformLink')}
            <ArrowRight size={18} aria-hidden="true" />
          </LocalizedLink>
        </div>
      </header>
      <div className="container">
        <div className={cx(ui.cluster, styles.filter)} role="group" aria-label={t('usecases:topicFilter')}>
          <span className={cx(ui.note, styles.filterLabel)} aria-hidden="true">
            {t('usecases:topicFilter')}
          </span>
          {[null, ...USE_CASE_TOPICS].map((key) => (
            <button key={key ?? 'all'} type="button" className={styles.topic} aria-pressed={topic === key} onClick={() => setTopic(key)} data-topic={key ?? 'all'}>
              {key ? topicLabel(key) : t('usecases:allTopics')}
            </button>
          ))}
        </div>
        {total === 0 ? (
          <p className={styles.empty} role="status">
            <Info size={20} aria-hidden="true" />
            {topic ? t('usecases:nousecasesfor', { topic: topicLabel(topic) }) : t('usecases:nousecases')}
          </p>
        ) : (
          <>
            {featured.length > 0 && (
              <section className={styles.section} aria-labelledby="featured-use-cases">
                <h2 id="featured-use-cases" className={styles.sectionTitle}>
                  {t('usecases:featured')}
                </h2>
                <ul className={cx(ui.grid, styles.featured)}>
                  {featured.map((card) => (
                    <li key={card.id}>
                      <ArticleCard card={card} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {groups.map((group) => (
              <section key={group.key} className={styles.section} aria-labelledby={`group-${group.key}`} data-group={group.key}>
                <h2 id={`group-${group.key}`} className={styles.sectionTitle}>
                  {topicLabel(group.key)}
                </h2>
                <Carousel label={topicLabel(group.key)} previousLabel={t('usecases:carousel.previous')} nextLabel={t('usecases:carousel.next')}>
                  {group.items.map((card) => (
                    <ArticleCard key={card.id} card={card} variant="slide" />
                  ))}
                </Carousel>
              </section>
            ))}
          </>
        )}
      </div>
    </>
  );
}
