import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ProofCard } from '../../content/page-data/types';
import { useTextLang } from '../../lib/i18n/text-lang';
import { LocalizedLink } from '../localized-link/localized-link';
import { SectionHeader } from '../section-header/section-header';
import { OutcomeResultView } from './outcome-result';
import { OutcomeQuote } from './outcome-quote';
import styles from './outcomes.module.css';
import { cx, ui } from '../../styles/primitives';

function Card({ card }: { card: ProofCard }) {
  const { t } = useTranslation('proof');
  const lang = useTextLang(card.lang);
  const titleLang = useTextLang(card.titleLang);
  return (
    <li className={cx(ui.surface, styles.card)} data-proof-card={card.id}>
      {/* Which story the figure comes from, before the figure: a buyer reads "VIP trip protection: 25 min". */}
      <p className={cx(ui.kicker, styles.cardStory)} lang={titleLang}>
        {card.title}
      </p>
      <OutcomeResultView result={card.result} lang={lang} />
      <OutcomeQuote quote={card.quote} lang={lang} size="card" />
      <LocalizedLink to={`/use-cases/${card.id}`} className={ui.cardAction}>
        {t('cards.link')}
        <span className="visually-hidden">
          {': '}
          <span lang={titleLang}>{card.title}</span>
        </span>
        <ArrowRight size={16} aria-hidden="true" />
      </LocalizedLink>
    </li>
  );
}

/** Two or three customer outcomes as proof cards (home, industry pages), each linking to its use case. */
export function ProofCards({ cards, id = 'proof-cards-title' }: { cards: readonly ProofCard[]; id?: string }) {
  const { t } = useTranslation('proof');
  if (cards.length === 0) return null;
  return (
    <section className={styles.proof} aria-labelledby={id} data-proof-cards="">
      <div className="container">
        <SectionHeader id={id} eyebrow={t('cards.eyebrow')} title={t('cards.title')} lead={t('cards.lead')} />
        <ul className={cx(ui.grid, styles.cards)} data-count={cards.length}>
          {cards.map((card) => (
            <Card key={card.id} card={card} />
          ))}
        </ul>
      </div>
    </section>
  );
}
