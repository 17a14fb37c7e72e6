import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Loader2, LockKeyhole } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import type { VaultStatus } from './use-brand-vault';
import styles from './brand.module.css';
import { cx, ui } from '../../styles/primitives';

interface Props {
  status: Exclude<VaultStatus, 'unlocked'>;
  onSubmit: (password: string) => void;
  onInput: () => void;
}

/**
 * The password form of /brand/assets and /brand/guidelines (spec 001 sections 4 and 5): required
 * field with the "Password" placeholder, the error under it until the next keystroke, and a hint
 * to request access from the brand team.
 */
export function PasswordGate({ status, onSubmit, onInput }: Props) {
  const { t } = useTranslation('brand');
  const [password, setPassword] = useState('');
  const fieldId = useId();
  const errorId = useId();
  const hintId = useId();
  const wrong = status === 'wrong';
  const checking = status === 'checking';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checking && password.length > 0) onSubmit(password);
  };

  return (
    <section className={cx(ui.gateCard, styles.gate)} aria-labelledby="gate-title" data-gate={status}>
      <span className={cx(ui.iconTile, ui.iconTileSignal, styles.gateIcon)} aria-hidden="true">
        <LockKeyhole size={28} />
      </span>
      <h2 id="gate-title" className={styles.gateTitle}>
        {t('gate.title')}
      </h2>
      <p className={styles.gateText}>{t('gate.text')}</p>
      <form className={styles.gateForm} onSubmit={submit}>
        <label htmlFor={fieldId} className={styles.gateLabel}>
          {t('gate.label')}
        </label>
        <div className={styles.gateRow}>
          <input
            id={fieldId}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            placeholder={t('gate.placeholder')}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              onInput();
            }}
            aria-invalid={wrong || undefined}
            aria-describedby={`${wrong ? `${errorId} ` : ''}${hintId}`}
            className={styles.gateInput}
          />
          <button type="submit" className="button button--primary" disabled={checking} aria-busy={checking || undefined}>
            {checking && <Loader2 size={18} aria-hidden="true" className="spinner" />}
            {t('gate.submit')}
          </button>
        </div>
        <p className={styles.gateStatus} role="status">
          {checking ? t('gate.checking') : ''}
        </p>
        {wrong && (
          <p id={errorId} className={styles.gateError} role="alert" data-gate-error="">
            {t('gate.error')}
          </p>
        )}
        {status === 'unsupported' && (
          <p className={styles.gateError} role="alert">
            {t('gate.unsupported')}
          </p>
        )}
      </form>
      <p id={hintId} className={cx(ui.note, styles.gateHint)}>
        {t('gate.hintBefore')}
        <LocalizedLink to="/brand/contact">{t('gate.hintLink')}</LocalizedLink>
        {t('gate.hintAfter')}
      </p>
    </section>
  );
}
