import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowRight, Cookie, FileText, Handshake, Scale, ShieldCheck, Package } from 'lucide-react';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { LinkCard, LinkCardGrid } from '../../components/link-card/link-card';
import { PageHero } from '../../components/page-hero/page-hero';
import { HeroDocument } from '../../components/hero-visuals/hero-document';
import styles from './legal.module.css';
import { cx, ui } from '../../styles/primitives';
import { heroCopy } from '../../lib/i18n/hero-copy';

const OTHERS = [
  { key: 'eula', to: '/legal/eula', icon: FileText },
  { key: 'dpa', to: '/legal/dpa', icon: Handshake },
  { key: 'anticorruption', to: '/legal/anticorruption', icon: Scale },
  { key: 'product', to: '/legal/product', icon: Package },
] as const;

/** /legal: the data-protection summary, cards to cookies and privacy, then every other document. */
export function LegalIndexView() {
  const { t } = useTranslation('legal');
  return (
    <>
      <PageHero
        {...heroCopy(t, 'index')}
        glow="blue-center"
        visual={
          <HeroDocument
            kind={t('index.kind')}
            title={t('index.title')}
            sections={[t('index.cards.privacy.title'), t('index.cards.cookies.title'), ...OTHERS.map(({ key }) => t(`index.others.${key}`))]}
          />
        }
      />
      <div className={`container ${styles.index}`}>
        <LinkCardGrid>
          <LinkCard to="/legal/cookies" title={t('index.cards.cookies.title')} text={t('index.cards.cookies.text')} action={t('read')} icon={Cookie} />
          <LinkCard to="/legal/privacy" title={t('index.cards.privacy.title')} text={t('index.cards.privacy.text')} action={t('read')} icon={ShieldCheck} />
        </LinkCardGrid>
        <h2 className={styles.othersTitle}>{t('index.othersTitle')}</h2>
        <ul className={cx(ui.grid, ui.cols2, styles.others)}>
          {OTHERS.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <LocalizedLink to={to} className={cx(ui.linkRow, styles.other)}>
                <Icon size={20} aria-hidden="true" />
                {t(`index.others.${key}`)}
                <ArrowRight size={16} aria-hidden="true" className={styles.otherArrow} />
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** /legal/product: the two documents that govern the platform itself. */
export function LegalProductView() {
  const { t } = useTranslation('legal');
  return (
    <>
      <PageHero
        {...heroCopy(t, 'product')}
        back={{ to: '/legal', label: t('back') }}
        glow="blue-center"
        visual={<HeroDocument kind={t('product.kind')} title={t('product.title')} sections={[t('product.cards.tos.title'), t('product.cards.privacy.title')]} />}
      />
      <div className={`container ${styles.index}`}>
        <LinkCardGrid>
          <LinkCard to="/legal/product/tos" title={t('product.cards.tos.title')} text={t('product.cards.tos.text')} action={t('read')} icon={FileText} />
          <LinkCard to="/legal/product/privacy" title={t('product.cards.privacy.title')} text={t('product.cards.privacy.text')} action={t('read')} icon={ShieldCheck} />
        </LinkCardGrid>
      </div>
    </>
  );
}
