import styles from './brand-logo.module.css';

/** Symbol (inline, so it inherits colours) and wordmark. Decorative: the link carries the name. */
export function BrandLogo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={`${styles.logo} ${inverse ? styles.inverse : ''}`} aria-hidden="true">
      <BrandSymbol className={styles.symbol} size={32} />
      <span className={styles.word}>Quorvia</span>
    </span>
  );
}

/** The symbol alone, in the current text colour with the accent: the logo's and any card's. */
export function BrandSymbol({ className, size }: { className?: string; size: number }) {
  return (
    <svg className={className} viewBox="0 0 32 32" width={size} height={size} focusable="false">
      <circle cx="15" cy="15" r="10.5" fill="none" stroke="currentColor" strokeWidth="3.2" />
      <path d="M21.5 21.5 L28 28" stroke="var(--color-accent)" strokeWidth="3.2" strokeLinecap="round" />
      <circle cx="15" cy="15" r="3.2" fill="var(--color-accent)" />
      <circle cx="28" cy="28" r="2.6" fill="var(--color-accent)" />
    </svg>
  );
}
