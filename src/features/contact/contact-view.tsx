import { useTranslation } from '../../lib/i18n/use-translation';
import { CalendarCheck, Clock, KeyRound, LifeBuoy, Newspaper, ShieldCheck, type LucideIcon } from 'lucide-react';
import { site } from '../../config/site';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { PageHero } from '../../components/page-hero/page-hero';
import { TextWithLinks } from '../../components/text-with-links/text-with-links';
import { HeroOffices } from '../../components/hero-visuals/hero-offices';
import { HeroShowcase } from '../../components/hero-visuals/hero-showcase';
import { CAPABILITIES, CAPABILITY_ICONS } from '../../lib/catalogue/capabilities';
import { MarketingForm } from './marketing-form';
import { ContactNextSteps } from './contact-next-steps';
import { ContactOffices } from './contact-offices';
import styles from './contact.module.css';
import { cx, ui } from '../../styles/primitives';
import { heroCopy } from '../../lib/i18n/hero-copy';

export type ContactVariant = 'contact' | 'demo' | 'brand';

/** The points beside each form, in order, with their icons. */
const POINTS: Record<ContactVariant, Array<[string, LucideIcon]>> = {
  contact: [['press', Newspaper], ['customers', LifeBuoy], ['security', ShieldCheck]],
  demo: [['tailored', CalendarCheck], ['duration', Clock], ['security', ShieldCheck]],
  brand: [['press', Newspaper], ['access', KeyRound], ['answer', Clock]],
};

const MAILBOX: Record<ContactVariant, string> = { contact: site.mailboxes.contact, demo: site.mailboxes.sales, brand: site.mailboxes.press };

/**
 * /contact and /bookademo: one page, two headings and two forms (spec 001 section 2); /brand/contact
 * is the same layout with the brand team's form.
 */
export function ContactView({ variant }: { variant: ContactVariant }) {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHero {...heroCopy(t, variant)} glow="blue-end" visual={variant === 'demo' ? <DemoShowcase /> : <HeroOffices />} />
      <div className={cx('container', ui.columns, styles.layout)}>
        <aside className={styles.aside}>
          {variant !== 'brand' && <ContactNextSteps variant={variant} />}
          <ul className={cx(ui.grid, ui.iconList, styles.points)}>
            {POINTS[variant].map(([point, Icon]) => (
              <li key={point}>
                <Icon size={20} aria-hidden="true" />
                <span>
                  <TextWithLinks text={t(`${variant}.points.${point}`)} />
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.privacy}>
            {t('privacy.before')}
            <LocalizedLink to="/legal">{t('privacy.link')}</LocalizedLink>
            {t('privacy.after')}
          </p>
          {variant === 'contact' && (
            // The short form of the trust page's disclosure section, which security.txt's Policy points at.
            <section id="security" className={cx(ui.stack, styles.security)} aria-labelledby="security-title">
              <h2 id="security-title" className={styles.securityTitle}>
                <ShieldCheck size={20} aria-hidden="true" />
                {t('securityReport.title')}
              </h2>
              <p>{t('securityReport.text')}</p>
              <p>
                <a href={`mailto:${site.mailboxes.security}`}>{site.mailboxes.security}</a>
              </p>
            </section>
          )}
        </aside>
        <section className={styles.formSection} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.formTitle}>
            {t(`${variant}.formTitle`)}
          </h2>
          <MarketingForm form={variant} mailbox={MAILBOX[variant]} subject={t(`${variant}.title`)} />
        </section>
      </div>
      {variant !== 'brand' && <ContactOffices />}
    </>
  );
}

/** Book a demo opens with what the demo shows: the product and its four capabilities, not the map of /contact. */
function DemoShowcase() {
  const { t } = useTranslation(['contact', 'common']);
  const items = CAPABILITIES.map((key) => ({ key, label: t(`common:nav.solution.${key}`), icon: CAPABILITY_ICONS[key] }));
  return <HeroShowcase screen="investigate" title={t('demo.hero.title')} meta={t('demo.hero.meta')} items={items} />;
}
