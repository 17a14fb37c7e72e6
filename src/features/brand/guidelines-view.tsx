import { useId, useState, type ReactNode } from 'react';
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

/** One section of the guidelines: its id is the contents' anchor, its h2 names it. */
function GuideSection({ id, title, children }: { id: (typeof SECTIONS)[number]; title: string; children: ReactNode }) {
  return (
    <section id={id} className={cx(ui.proseSection, styles.guideSection)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A section's rules for using the mark, one line each. */
function Rules({ rules }: { rules: string[] }) {
  return (
    <ul className={cx(ui.stack, styles.rules)}>
      {rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}

/** A best-practice sample: the logo as shown, and whether to do it, then why. */
function Practice({ practice, sample, verdict, children }: { practice: string; sample?: string; verdict: 'do' | 'dont'; children: ReactNode }) {
  const { t } = useTranslation('brand');
  const Icon = verdict === 'do' ? Check : X;
  return (
    <li data-practice={practice}>
      <div className={styles.sample} data-sample={sample}>
        <Logo />
      </div>
      <p>
        <span className={styles.verdict} data-verdict={verdict}>
          <Icon size={14} aria-hidden="true" />
          {t(verdict === 'do' ? 'guidelines.do' : 'guidelines.dont')}
        </span>
        {children}
      </p>
    </li>
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
        <GuideSection id="purpose" title={purpose.title}>
          <p>{purpose.p1}</p>
          <p>{purpose.p2}</p>
        </GuideSection>

        <GuideSection id="powered-by" title={poweredBy.title}>
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
          <Rules rules={[poweredBy.rule1, poweredBy.rule2, poweredBy.rule3]} />
        </GuideSection>

        <GuideSection id="usage" title={usage.title}>
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
          <Rules rules={[usage.coBrandingRule1, usage.coBrandingRule2, usage.coBrandingRule3, usage.coBrandingRule4]} />
        </GuideSection>

        <GuideSection id="practices" title={practices.title}>
          <p>{practices.lead}</p>
          <ul className={cx(ui.grid, styles.practices)}>
            <Practice practice="correct" verdict="do">
              {practices.correct}
            </Practice>
            {DONTS.map((key) => (
              <Practice key={key} practice={key} sample={key} verdict="dont">
                {practices[key]}
              </Practice>
            ))}
          </ul>
        </GuideSection>
      </div>
    </div>
  );
}
