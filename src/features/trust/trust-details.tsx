import { ArrowRight, FileText, Mail } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { site } from '../../config/site';
import { TRUST_CERTS, TRUST_REGIONS } from './trust-data';
import { cx, ui } from '../../styles/primitives';
import styles from './trust.module.css';

/** Certifications as cards: name, status, scope, and the page that backs each. */
export function TrustCerts() {
  const { t } = useTranslation('trust');
  return (
    <ul className={`ui-grid ui-cols3 ${styles.certs}`}>
      {TRUST_CERTS.map((cert) => (
        <li key={cert.key} className={`ui-card ${styles.cert}`} data-cert={cert.key}>
          <span className={`ui-pill ${styles.status}`} data-status={cert.key === 'soc2' ? 'progress' : 'done'}>
            <span className="visually-hidden">{t('trust.certs.status')}: </span>
            {t(`trust.certs.${cert.key}.status`)}
          </span>
          <h3 className={styles.certName}>{t(`trust.certs.${cert.key}.name`)}</h3>
          <p>{t(`trust.certs.${cert.key}.text`)}</p>
          {'source' in cert && (
            <LocalizedLink to={cert.source} className={styles.more}>
              {t(`trust.certs.${cert.key}.link`)}
              <ArrowRight size={16} aria-hidden="true" />
            </LocalizedLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The hosting regions, one row each: region, where it runs, which clients it serves. */
export function TrustRegions() {
  const { t } = useTranslation('trust');
  return (
    <ul className={`ui-list ${styles.regions}`} aria-label={t('trust.regions.label')}>
      {TRUST_REGIONS.map((region) => (
        <li key={region} className={styles.region} data-region={region}>
          <span className={styles.regionName}>{t(`trust.regions.${region}.name`)}</span>
          <span>{t(`trust.regions.${region}.place`)}</span>
          <span className={styles.regionWho}>{t(`trust.regions.${region}.who`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The security mailbox and security.txt (RFC 9116), whose Policy line points at this section. */
export function TrustDisclosure() {
  const { t } = useTranslation('trust');
  return (
    <ul className={cx(ui.grid, ui.cols2, styles.contacts)}>
      <li className="ui-panel">
        <Mail size={20} aria-hidden="true" />
        <span className={styles.contactLabel}>{t('trust.sections.disclosure.email')}</span>
        <a href={`mailto:${site.mailboxes.security}`}>{site.mailboxes.security}</a>
      </li>
      <li className="ui-panel">
        <FileText size={20} aria-hidden="true" />
        <span className={styles.contactLabel}>{t('trust.sections.disclosure.securityTxt')}</span>
        {/* A plain-text file in English at the place RFC 9116 fixes, the same for every language. */}
        <a href="/.well-known/security.txt" hrefLang="en" type="text/plain" data-security-txt="">
          /.well-known/security.txt
        </a>
      </li>
    </ul>
  );
}
