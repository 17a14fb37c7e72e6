import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LockKeyholeOpen } from 'lucide-react';
import type { VaultPageData } from '../../content/page-data/types';
import { PageHero } from '../../components/page-hero/page-hero';
import { PasswordGate } from './password-gate';
import { useBrandVault } from './use-brand-vault';
import styles from './brand.module.css';
import { heroCopy } from '../../lib/i18n/hero-copy';
import { cx, ui } from '../../styles/primitives';

interface Props<T> {
  page: 'assets' | 'guidelines';
  data: VaultPageData;
  /** The unlocked content, drawn from the opened box. */
  children: (content: T) => ReactNode;
  /** The hero's composition (PageHero's `visual`): public copy only, since it shows before the box opens. */
  visual?: ReactNode;
}

/** A gated brand page: its public header, then the password form until the box opens. */
export function GatedPage<T>({ page, data, children, visual }: Props<T>) {
  const { t } = useTranslation('brand');
  const vault = useBrandVault<T>(data);
  const opened = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);

  useEffect(() => {
    // After a visitor unlocks, focus moves to what appeared where the form was.
    if (vault.status === 'unlocked' && submitted.current) opened.current?.focus();
  }, [vault.status]);

  return (
    <>
      <PageHero {...heroCopy(t, page)} back={{ to: '/brand', label: t('index.title') }} glow="teal-end" visual={visual}>
        {vault.status === 'unlocked' && (
          <p className={cx(ui.inline, styles.unlockedBadge)}>
            <LockKeyholeOpen size={16} aria-hidden="true" />
            {t('gate.unlocked')}
          </p>
        )}
      </PageHero>
      <div className="container">
        {vault.status === 'unlocked' && vault.content ? (
          <div ref={opened} tabIndex={-1} role="region" className={styles.unlocked} data-unlocked={page} aria-label={t(`${page}.title`)}>
            {children(vault.content)}
          </div>
        ) : (
          <PasswordGate
            status={vault.status === 'unlocked' ? 'checking' : vault.status}
            onSubmit={(password) => {
              submitted.current = true;
              void vault.unlock(password);
            }}
            onInput={vault.clearError}
          />
        )}
      </div>
    </>
  );
}
