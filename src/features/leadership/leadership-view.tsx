import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowUpRight, Globe2 } from 'lucide-react';
import type { LeadershipPageData } from '../../content/page-data/types';
import { Modal } from '../../components/modal/modal';
import { ProfessionalNetworkIcon } from '../../components/icons/social-icons';
import { INVESTOR_LINKS, investorLogo } from './investors';
import { executiveAnchor } from '../../content/people/author-page';
import { PageHero } from '../../components/page-hero/page-hero';
import { HeroPeople } from '../../components/hero-visuals/hero-people';
import { useTextLang } from '../../lib/i18n/text-lang';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { imageOf } from '../../lib/images/image-ref';
import styles from './leadership.module.css';
import { cx, ui } from '../../styles/primitives';
import { Block } from '../../components/block/block';
import { heroCopy } from '../../lib/i18n/hero-copy';

type Executive = LeadershipPageData['executives'][number];

/** Executive cards opening a profile modal, then the three investors (spec 000 section 2). */
export function LeadershipView({ data }: { data: LeadershipPageData }) {
  const { t } = useTranslation('company');
  // Executives' roles and biographies are written in English (content/data/executives.json).
  const contentLang = useTextLang('en');
  const [selected, setSelected] = useState<Executive | null>(null);
  const close = useCallback(() => setSelected(null), []);

  return (
    <>
      <PageHero
        {...heroCopy(t, 'leadership')}
        glow="teal-end"
        visual={<HeroPeople caption={t('leadership.hero.caption')} people={data.executives.map((person) => ({ name: person.name, picture: imageOf(person.picture, person.pictureHash) }))} />}
      />
      <div className="container">
        <Block id="executives-title" title={t('leadership.executivesTitle')}>
          <ul className={cx(ui.grid, styles.people)} data-count={data.executives.length}>
            {data.executives.map((person) => (
              // An article's author who is an executive links here (content/people/author-page.ts).
              <li key={person.name} id={executiveAnchor(person.name)}>
                <button
                  type="button"
                  className={cx(ui.cardLink, styles.person)}
                  onClick={() => setSelected(person)}
                  aria-haspopup="dialog"
                  aria-label={t('leadership.openProfile', { name: person.name })}
                  data-executive={person.name}
                  // The whole card is the button: portrait, name, role and summary on their own lines.
                  data-multiline=""
                >
                  <ResponsiveImage image={imageOf(person.picture, person.pictureHash)} slot="portrait" alt="" />
                  <span className={styles.personName}>{person.name}</span>
                  <span className={styles.personTitle} lang={contentLang}>
                    {person.title}
                  </span>
                  <span className={styles.personSummary} lang={contentLang} data-summary>
                    {person.summary}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Block>
        <Block id="investors-title" title={t('leadership.investorsTitle')}>
          <p className={styles.text}>{t('leadership.investorsLead')}</p>
          <ul className={cx(ui.grid, ui.cols3, styles.investors)}>
            {(Object.keys(INVESTOR_LINKS) as Array<keyof typeof INVESTOR_LINKS>).map((key) => (
              <li key={key} className={cx(ui.card, styles.investor)}>
                {/* The wordmark repeats the name the heading gives, so it is decorative. */}
                <img src={investorLogo(key)} alt="" width={360} height={96} loading="lazy" decoding="async" className={styles.investorLogo} data-investor-logo={key} />
                <h3 className={styles.investorName}>{t(`leadership.investors.${key}.name`)}</h3>
                <p className={styles.text}>{t(`leadership.investors.${key}.text`)}</p>
                <a href={INVESTOR_LINKS[key]} target="_blank" rel="noopener noreferrer" className={styles.investorLink}>
                  {t('leadership.visitInvestor', { name: t(`leadership.investors.${key}.name`) })}
                  <ArrowUpRight size={16} aria-hidden="true" />
                  <span className="visually-hidden"> ({t('leadership.modal.external')})</span>
                </a>
              </li>
            ))}
          </ul>
        </Block>
      </div>
      <Modal open={selected !== null} onClose={close} labelledBy="executive-name" closeLabel={t('leadership.modal.close')}>
        {selected && (
          <div className={styles.profile} data-profile={selected.name}>
            <ResponsiveImage image={imageOf(selected.picture, selected.pictureHash)} slot="portrait" alt="" className={styles.profileImage} />
            <div>
              <h2 id="executive-name" className={styles.profileName}>
                {selected.name}
              </h2>
              <p className={styles.profileTitle} lang={contentLang}>
                {selected.title}
              </p>
              {selected.description.split(/\n\s*\n/).map((paragraph, index) => (
                <p key={index} className={styles.profileText} lang={contentLang}>
                  {paragraph}
                </p>
              ))}
              <div className={styles.profileLinks}>
                {selected.website && (
                  <a href={selected.website} target="_blank" rel="noopener noreferrer" className="button button--ghost button--small">
                    <Globe2 size={16} aria-hidden="true" />
                    {t('leadership.modal.website')}
                    <span className="visually-hidden"> ({t('leadership.modal.external')})</span>
                  </a>
                )}
                {selected.linkedin && (
                  <a href={selected.linkedin} target="_blank" rel="noopener noreferrer" className="button button--ghost button--small">
                    <ProfessionalNetworkIcon size={16} />
                    {t('leadership.modal.linkedin')}
                    <span className="visually-hidden"> ({t('leadership.modal.external')})</span>
                  </a>
                )}
              </div>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
