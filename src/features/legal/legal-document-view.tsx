import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowLeft, Languages } from 'lucide-react';
import type { LocalizedLegalDocument } from '../../content/legal/legal-schema';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { formatDate, formatEnglishLegalDate } from '../../lib/dates/format-date';
import { useLocale } from '../../lib/i18n/use-locale';
import { CookieDeclaration } from './cookie-declaration';
import { PageToc } from '../../components/page-toc/page-toc';
import { TextWithLinks } from '../../components/text-with-links/text-with-links';
import styles from './legal.module.css';
import { cx, ui } from '../../styles/primitives';

/** Sections of more than this many get a table of contents (the anti-corruption policy always has one). */
const TOC_FROM = 4;

/**
 * A legal document: its translation where the editor wrote one, else the fixed English text, with
 * a translated note on other languages' pages.
 */
export function LegalDocumentView({ document, name }: { document: LocalizedLegalDocument; /** The document's name in the page's language. */ name: string }) {
  const { t } = useTranslation(['legal', 'common']);
  const locale = useLocale();
  const english = locale.tag.startsWith('en');
  // The language the text is written in, for lang attributes (screen readers, hyphenation).
  const textLang = document.translated ? locale.tag : 'en';
  const date = (iso: string) => (english ? formatEnglishLegalDate(iso, t) : formatDate(iso, 'long', t));
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb current={name} />
      <LocalizedLink to="/legal" className={ui.backLink}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t('back')}
      </LocalizedLink>
      <header className={styles.header} lang={textLang}>
        <h1 className={styles.title}>{document.title}</h1>
        <p className={styles.dates} lang={locale.tag}>
          {document.effective && <span data-effective="">{t('effective', { date: date(document.effective) })}</span>}
          {document.updated && <span data-updated="">{t('updated', { date: date(document.updated) })}</span>}
        </p>
      </header>
      {!english && !document.translated && (
        <p className={styles.englishOnly} data-english-only="">
          <Languages size={18} aria-hidden="true" />
          {t('englishOnly')}
        </p>
      )}
      <div className={cx(ui.docLayout, styles.layout)}>
        {document.sections.length >= TOC_FROM && (
          <PageToc id="legal-contents" title={t('contents')} lang={textLang} items={document.sections.map((section) => ({ id: section.id, label: section.heading }))} />
        )}
        <article className={styles.body} lang={textLang}>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={cx(ui.proseSection, styles.section)}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.blocks.map((block, index) =>
                typeof block === 'string' ? (
                  <p key={index}>
                    <TextWithLinks text={block} />
                  </p>
                ) : (
                  <ul key={index}>
                    {block.list.map((item, k) => (
                      <li key={k}>
                        <TextWithLinks text={item} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
              {document.id === 'cookies' && section.id === 'declaration' && <CookieDeclaration />}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
