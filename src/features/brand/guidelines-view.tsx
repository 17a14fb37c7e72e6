import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Check, Download, X } from 'lucide-react';
import { Modal } from '../../components/modal/modal';
import type { GuidelinesVault } from './gated-content';
import { PageToc } from '../../components/page-toc/page-toc';
import styles from './brand.module.css';
import { cx, ui } from '../../styles/primitives';

const SECTIONS = ['purpose', 'powered-by', 'usage', 'practices'] as const;
const DONTS = ['stretch', 'crop', 'skew', 'contrast', 'colours'] as const;

/** The logo as shipped: the colour file on light grounds, the light file on dark ones. */
function Logo({ tone = 'light', alt = '' }: { tone?: 'light' | 'dark'; alt?: string }) {
  return <img src={tone === 'light' ? '/brand/logo.svg' : '/brand/logo-light.svg'} alt={alt} width={168} height={48} className={styles.logo} />;
}

function LogoDownloads({ vault }: { vault: GuidelinesVault }) {
  const { t } = useTranslation('brand');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { download } = vault.copy;
  return (
    <>
      <button type="button" className="button button--primary button--small" onClick={() => setOpen(true)} aria-haspopup="dialog" data-logo-download="">
        <Download size={18} aria-hidden="true" />
        {t('guidelines.downloadButton')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId} closeLabel={t('guidelines.close')}>
        <h2 id={titleId} className={styles.modalTitle}>
          {download.title}
        </h2>
        <p className={styles.modalLead}>{download.text}</p>
        <ul className={cx(ui.grid, styles.fileList)}>
          {vault.logos.map((logo) => (
            <li key={logo.key}>
              <a className={ui.linkRow} href={logo.href} download>
                <Download size={16} aria-hidden="true" />
                {download[logo.key]}
              </a>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}

/** /brand/guidelines once unlocked (spec 001 section 2): purpose, Powered By, usage, best practices. */
export function GuidelinesView({ vault }: { vault: GuidelinesVault }) {
  const { t } = useTranslation('brand');
  const { purpose, poweredBy, usage, practices } = vault.copy;
  const titles = { purpose: purpose.title, 'powered-by': poweredBy.title, usage: usage.title, practices: practices.title };
  return (
    <div className={styles.guidelines}>
      <PageToc id="guidelines-toc" title={t('guidelines.contents')} items={SECTIONS.map((id) => ({ id, label: titles[id] }))}>
        <LogoDownloads vault={vault} />
      </PageToc>
      <div className={styles.guideBody}>
        <section id="purpose" className={cx(ui.proseSection, styles.guideSection)} aria-labelledby="purpose-title">
          <h2 id="purpose-title">{purpose.title}</h2>
          <p>{purpose.p1}</p>
          <p>{purpose.p2}</p>
        </section>

        <section id="powered-by" className={cx(ui.proseSection, styles.guideSection)} aria-labelledby="powered-by-title">
          <h2 id="powered-by-title">{poweredBy.title}</h2>
          <p>{poweredBy.text}</p>
          <figure className={styles.figure}>
            <div className={styles.markRow}>
              {(['light', 'dark'] as const).map((tone) => (
                <div key={tone} className={styles.markTile} data-tone={tone}>
                  <span className={styles.mark}>
                    <span className={styles.markWords}>{poweredBy.mark}</span>
                    <Logo tone={tone} alt={t('guidelines.logoAlt')} />
                  </span>
                </div>
              ))}
            </div>
            <figcaption>{poweredBy.caption}</figcaption>
          </figure>
          <ul className={styles.rules}>
            <li>{poweredBy.rule1}</li>
            <li>{poweredBy.rule2}</li>
            <li>{poweredBy.rule3}</li>
          </ul>
        </section>

        <section id="usage" className={cx(ui.proseSection, styles.guideSection)} aria-labelledby="usage-title">
          <h2 id="usage-title">{usage.title}</h2>
          <h3>{usage.clearZoneTitle}</h3>
          <p>{usage.clearZoneText}</p>
          <figure className={styles.figure}>
            <div className={styles.clearZone} data-clear-zone="">
              <span className={styles.zoneMarker} data-corner="top-left" aria-hidden="true">
                a
              </span>
              <span className={styles.zoneMarker} data-corner="bottom-right" aria-hidden="true">
                a
              </span>
              <Logo alt={t('guidelines.logoAlt')} />
            </div>
            <figcaption>{usage.clearZoneLabel}</figcaption>
          </figure>
          <h3>{usage.minimumTitle}</h3>
          <p>{usage.minimumText}</p>
          <h3>{usage.coBrandingTitle}</h3>
          <p>{usage.coBrandingText}</p>
          <figure className={styles.figure}>
            <div className={styles.lockup}>
              <span className={styles.partnerSample}>{usage.partnerSample}</span>
              <span className={styles.lockupRule} aria-hidden="true" />
              <Logo alt={t('guidelines.logoAlt')} />
            </div>
            <figcaption>{usage.lockupCaption}</figcaption>
          </figure>
          <ul className={styles.rules}>
            <li>{usage.coBrandingRule1}</li>
            <li>{usage.coBrandingRule2}</li>
            <li>{usage.coBrandingRule3}</li>
            <li>{usage.coBrandingRule4}</li>
          </ul>
        </section>

        <section id="practices" className={cx(ui.proseSection, styles.guideSection)} aria-labelledby="practices-title">
          <h2 id="practices-title">{practices.title}</h2>
          <p>{practices.lead}</p>
          <ul className={cx(ui.grid, styles.practices)}>
            <li data-practice="correct">
              <div className={styles.sample}>
                <Logo />
              </div>
              <p>
                <span className={styles.verdict} data-verdict="do">
                  <Check size={14} aria-hidden="true" />
                  {t('guidelines.do')}
                </span>
                {practices.correct}
              </p>
            </li>
            {DONTS.map((key) => (
              <li key={key} data-practice={key}>
                <div className={styles.sample} data-sample={key}>
                  <Logo />
                </div>
                <p>
                  <span className={styles.verdict} data-verdict="dont">
                    <X size={14} aria-hidden="true" />
                    {t('guidelines.dont')}
                  </span>
                  {practices[key]}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
