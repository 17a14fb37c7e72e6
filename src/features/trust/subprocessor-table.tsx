import { useTranslation } from '../../lib/i18n/use-translation';
import { TRUST_SUBPROCESSORS } from './trust-data';
import styles from './subprocessor-table.module.css';

const COLUMNS = ['kind', 'purpose', 'location'] as const;

/**
 * The sub-processors as a real table; below 640 px each row becomes a stacked block whose cells
 * carry their column's name (data-label). The explicit roles keep the table's semantics when CSS
 * changes its display, which some browsers otherwise drop.
 */
export function SubprocessorTable() {
  const { t } = useTranslation('trust');
  return (
    <div className={styles.wrap}>
      <table className={styles.table} role="table" data-subprocessors="">
        <caption className={styles.caption}>{t('trust.table.caption')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {t(`trust.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {TRUST_SUBPROCESSORS.map((row) => (
            <tr key={row} role="row" data-row={row}>
              <th scope="row" role="rowheader" data-label={t('trust.table.kind')}>
                {t(`trust.table.rows.${row}.kind`)}
              </th>
              <td role="cell" data-label={t('trust.table.purpose')}>{t(`trust.table.rows.${row}.purpose`)}</td>
              <td role="cell" data-label={t('trust.table.location')}>{t(`trust.table.rows.${row}.location`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
