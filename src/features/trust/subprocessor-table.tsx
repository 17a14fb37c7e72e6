import { useTranslation } from '../../lib/i18n/use-translation';
import { TRUST_SUBPROCESSORS } from './trust-data';
import styles from './subprocessor-table.module.css';

const COLUMNS = ['kind', 'purpose', 'location'] as const;

/**
 * The sub-processors as a real table; below 640 px each row becomes a stacked block whose cells
 * carry their column's name (data-label). No ARIA roles on the table's parts: HTML forbids them on
 * a native table, and current browsers keep its semantics when CSS changes its display.
 */
export function SubprocessorTable() {
  const { t } = useTranslation('trust');
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-subprocessors="">
        <caption className={styles.caption}>{t('trust.table.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`trust.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TRUST_SUBPROCESSORS.map((row) => (
            <tr key={row} data-row={row}>
              <th scope="row" data-label={t('trust.table.kind')}>
                {t(`trust.table.rows.${row}.kind`)}
              </th>
              <td data-label={t('trust.table.purpose')}>{t(`trust.table.rows.${row}.purpose`)}</td>
              <td data-label={t('trust.table.location')}>{t(`trust.table.rows.${row}.location`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
