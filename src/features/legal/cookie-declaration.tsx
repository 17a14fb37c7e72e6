import { useTranslation } from '../../lib/i18n/use-translation';
import { site } from '../../config/site';
import { useLocale } from '../../lib/i18n/use-locale';
import { useConsentDeclaration } from './use-consent-declaration';
import styles from './legal.module.css';

/** Where the consent provider's declaration script writes the cookie table. */
export function CookieDeclaration() {
  const { t } = useTranslation('legal');
  const { tag } = useLocale();
  const { placeholder, state } = useConsentDeclaration(tag);
  return (
    <div className={styles.declaration} data-declaration={state}>
      <div ref={placeholder} data-cookie-declaration="" />
      {state === 'loading' && (
        <p className={styles.note} role="status">
          {t('declaration.loading')}
        </p>
      )}
      {state === 'failed' && (
        <p className={styles.note} role="alert">
          {t('declaration.failed', { mailbox: site.mailboxes.privacy })}
        </p>
      )}
    </div>
  );
}
