import type { ArticleCard as Card } from '../../content/page-data/types';
import { ArticleCard } from '../article-card/article-card';
import styles from './related-items.module.css';
import { cx, ui } from '../../styles/primitives';
import { Block } from '../block/block';

export interface RelatedItemsProps {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** Chosen at build (page data), two or three of them. */
  cards: Card[];
}

/** The cards a content page ends with, before its call to action (art direction: a next step). */
export function RelatedItems({ id, title, cards }: RelatedItemsProps) {
  if (cards.length === 0) return null;
  return (
    <Block id={id} title={title} titleClassName={styles.title} data-related-items="" data-pagefind-ignore="">
      <ul className={cx(ui.grid, styles.grid)} data-count={cards.length}>
        {cards.map((card) => (
          <li key={`${card.section}/${card.id}`}>
            <ArticleCard card={card} />
          </li>
        ))}
      </ul>
    </Block>
  );
}
