import { useTranslation } from '../../lib/i18n/use-translation';
import { Languages } from 'lucide-react';
import styles from './content-language-note.module.css';

/**
 * DESIGN.md "Content languages": an item page under a language it is not translated into says so,
 * in the page's language, before the English text starts.
 */
export function ContentLanguageNote({ kind, tone = 'dark' }: { kind: 'article' | 'job'; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('common');
  return (
    // A note about the page, not its content: kept out of search excerpts.
    <p className={styles.note} data-tone={tone} data-content-language-note="" data-pagefind-ignore="">
      <Languages size={16} aria-hidden="true" />
      {t(`contentLanguage.${kind}`)}
    </p>
  );
}
