import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, Clock } from 'lucide-react';
import type { ArticleCard as Card } from '../../content/page-data/types';
import { articlePath } from '../../content/page-data/sections';
import { truncate } from '../../content/article/plain-text';
import { TopicPills } from '../topic-pills/topic-pills';
import { formatDate } from '../../lib/dates/format-date';
import { readingTimeLabel } from '../../lib/i18n/article-labels';
import { LocalizedLink } from '../localized-link/localized-link';
import { useTextLang } from '../../lib/i18n/text-lang';
import { CardPlaceholder } from './card-placeholder';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import { shownCover } from '../../lib/images/shown-cover';
import styles from './article-card.module.css';
import { cx, ui } from '../../styles/primitives';

export interface ArticleCardProps {
  card: Card;
  /** Spec 000 section 9: 150 on cards, 280 on the hub hero. */
  excerptLimit?: number;
  /** news: the newsroom's card (spec 001 section 2), a 200 px image band and no reading time. */
  variant?: 'grid' | 'hero' | 'slide' | 'news';
  headingLevel?: 'h2' | 'h3';
  /** The hero image is the page's largest paint: load it first. */
  priority?: boolean;
}

/** A post or use case as a card: image, topics, title, excerpt, date and reading time. */
export function ArticleCard({ card, excerptLimit = 150, variant = 'grid', headingLevel = 'h3', priority = false }: ArticleCardProps) {
  const { t } = useTranslation(['article', 'common']);
  const Heading = headingLevel;
  const href = articlePath(card.section, card.id);
  const lang = useTextLang(card.lang);
  // The card's item is found on its own page: indexed here too, every page that shows the card
  // would match its words.
  return (
    <article className={cx(ui.mediaCard, styles.card, styles[variant])} data-card={card.id} data-pagefind-ignore="">
      <div className={styles.media}>
        {card.image ? (
          <ResponsiveImage image={shownCover({ ...card, image: card.image })} slot={variant === 'hero' ? 'cardHero' : 'card'} alt="" priority={priority} />
        ) : (
          <CardPlaceholder id={card.id} category={card.categories[0]} />
        )}
      </div>
      <div className={styles.body}>
        {card.categories.length > 0 && (
          <TopicPills categories={card.categories} label={t('article:topics')} />
        )}
        <Heading className={styles.title} lang={lang}>
          <LocalizedLink to={href} className={styles.link}>
            {card.title}
          </LocalizedLink>
        </Heading>
        <p className={styles.excerpt} lang={lang}>{truncate(card.excerpt, excerptLimit)}</p>
        <p className={cx(ui.cluster, styles.meta)}>
          <time dateTime={card.date}>{formatDate(card.date, 'long', t)}</time>
          {variant !== 'news' && (
            <>
              <span className={styles.dot} aria-hidden="true">
                ·
              </span>
              <span className={styles.reading}>
                <Clock size={14} aria-hidden="true" />
                {readingTimeLabel(card.readingMinutes, t)}
              </span>
            </>
          )}
        </p>
        {variant === 'hero' && (
          <span className={ui.cardAction} aria-hidden="true">
            {t('article:readMore')}
            <ArrowRight size={16} />
          </span>
        )}
      </div>
    </article>
  );
}
