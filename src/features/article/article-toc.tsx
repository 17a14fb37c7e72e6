import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { TocItem } from '../../content/article/process-article';
import styles from './article.module.css';
import { ui } from '../../styles/primitives';

/** The article's headings as links, indented by level: the side card's contents and the phone disclosure share it. */
export function TocList({ toc, lang }: { toc: TocItem[]; lang?: string }) {
  return (
    <ol lang={lang} className={ui.list}>
      {toc.map((item) => (
        <li key={item.id} data-level={item.level}>
          <a href={`#${item.id}`}>{item.text}</a>
        </li>
      ))}
    </ol>
  );
}

/**
 * Phones and tablets: the contents as a closed disclosure just before the text, so a reader can
 * jump ahead without the list pushing the text down (the side card, with its own contents, comes
 * after the text there). Native details and summary: keyboard and screen readers need no script.
 * Hidden from 1024 px, where the side card stands beside the text.
 */
export function TocDisclosure({ toc, lang }: { toc: TocItem[]; lang?: string }) {
  const { t } = useTranslation('article');
  if (toc.length === 0) return null;
  return (
    <details className={styles.tocDisclosure} data-toc-disclosure="">
      <summary className={styles.tocSummary}>
        {t('contentsToggle')}
        <ChevronDown size={18} aria-hidden="true" className={styles.tocChevron} />
      </summary>
      <nav className={styles.toc} aria-label={t('contents')}>
        <TocList toc={toc} lang={lang} />
      </nav>
    </details>
  );
}
