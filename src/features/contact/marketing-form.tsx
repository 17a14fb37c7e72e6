import { useTranslation } from '../../lib/i18n/use-translation';
import { Loader2, Mail } from 'lucide-react';
import type { MarketingFormId } from '../../lib/third-party/marketing-form';
import { useMarketingForm } from './use-marketing-form';
import { cx, ui } from '../../styles/primitives';
import styles from './contact.module.css';

/**
 * The provider's form, with a loading note while its script arrives and a mail link when it
 * cannot (blocked by a privacy extension, offline, provider down, no JavaScript): never an empty box.
 */
export function MarketingForm({ form, mailbox, subject }: { form: MarketingFormId; mailbox: string; subject: string }) {
  const { t } = useTranslation('contact');
  const { containerId, state } = useMarketingForm(form);
  return (
    <div className={styles.formBox} data-form-state={state} data-form={form}>
      <div id={containerId} className={styles.formTarget} />
      {state === 'loading' && (
        <p className={styles.formNote} role="status">
          <Loader2 size={18} aria-hidden="true" className="spinner" />
          {t('form.loading')}
        </p>
      )}
      {state !== 'ready' && (
        // Also in the prerendered page: without JavaScript the provider's form never comes, and CSS shows this in place of the loading note.
        <div className={cx(ui.frameFallback, styles.fallback, state !== 'failed' && styles.noScript)} role={state === 'failed' ? 'alert' : undefined} data-form-fallback={state === 'failed' ? '' : undefined}>
          <Mail size={28} aria-hidden="true" />
          <p>{t(state === 'failed' ? 'form.failed' : 'form.noScript')}</p>
          <a className="button button--primary" href={`mailto:${mailbox}?subject=${encodeURIComponent(subject)}`}>
            {t('form.mailto', { mailbox })}
          </a>
        </div>
      )}
    </div>
  );
}
