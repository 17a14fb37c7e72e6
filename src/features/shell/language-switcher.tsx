import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Check, Globe2 } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { LOCALES } from '../../lib/i18n/locales';
import { rememberLanguage } from '../../lib/i18n/detect-language';
import { useLocale, useUnprefixedPath } from '../../lib/i18n/use-locale';
import styles from './language-switcher.module.css';
import { cx, ui } from '../../styles/primitives';

/** Links to the current page in every language; the choice is remembered for detection. */
export function LanguageSwitcher({ className = '', inline = false }: { className?: string; inline?: boolean }) {
  const { t } = useTranslation('common');
  const active = useLocale();
  const path = useUnprefixedPath();
  const { search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const list = (
    <ul id={listId} className={inline ? cx(ui.list, styles.inlineList) : cx(ui.list, styles.list)} hidden={!inline && !open}>
      {LOCALES.map((locale) => (
        <li key={locale.key}>
          <LocalizedLink
            to={`${path}${search}${hash}`}
            locale={locale.key}
            hrefLang={locale.tag}
            lang={locale.tag}
            className={cx(ui.menuLink, styles.option)}
            aria-current={locale.key === active.key ? 'true' : undefined}
            onClick={() => {
              rememberLanguage(locale.key);
              setOpen(false);
            }}
          >
            {/* The spec's region code alone reads as a language ("UK" as Ukrainian): the full name goes beside it. */}
            <span className={styles.optionName}>
              <span className={styles.code}>{locale.region}</span>
              <span>{locale.nativeName}</span>
            </span>
            {locale.key === active.key && <Check size={16} aria-hidden="true" />}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );

  if (inline) {
    return (
      <nav className={className} aria-label={t('language.choose')}>
        {list}
      </nav>
    );
  }

  return (
    <div
      ref={root}
      className={`${styles.switcher} ${className}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        // WCAG 2.5.3: the name starts with the visible "FR", so voice users can say what they see.
        aria-label={`${active.key.toUpperCase()}, ${t('language.current', { name: active.nativeName })}`}
        onClick={() => setOpen((v) => !v)}
      >
        <Globe2 size={18} aria-hidden="true" />
        <span>{active.key.toUpperCase()}</span>
      </button>
      {list}
    </div>
  );
}
