import { useTranslation } from 'react-i18next';
import { CalendarCheck, Clock, MessageSquare, ShieldCheck } from 'lucide-react';
import { site } from '../../config/site';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { PageHero } from '../../components/page-hero/page-hero';
import { MarketingForm } from './marketing-form';
import styles from './contact.module.css';

export type ContactVariant = 'contact' | 'demo';

/** /contact and /bookademo: one page, two headings and two forms (spec 001 section 2). */
export function ContactView({ variant }: { variant: ContactVariant }) {
  const { t } = useTranslation('contact');
  const points = variant === 'demo' ? (['tailored', 'duration', 'security'] as const) : (['answer', 'people', 'security'] as const);
  const icons = { tailored: CalendarCheck, duration: Clock, answer: MessageSquare, people: MessageSquare, security: ShieldCheck };
  return (
    <>
      <PageHero crumb={t(`${variant}.eyebrow`)} title={t(`${variant}.title`)} lead={t(`${variant}.lead`)} glow="blue-end" />
      <div className={`container ${styles.layout}`}>
        <aside className={styles.aside}>
          <ul className={styles.points}>
            {points.map((point) => {
              const Icon = icons[point];
              return (
                <li key={point}>
                  <Icon size={20} aria-hidden="true" />
                  <span>{t(`${variant}.points.${point}`)}</span>
                </li>
              );
            })}
          </ul>
          <p className={styles.privacy}>
            {t('privacy.before')}
            <LocalizedLink to="/legal">{t('privacy.link')}</LocalizedLink>
            {t('privacy.after')}
          </p>
        </aside>
        <section className={styles.formSection} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.formTitle}>
            {t(`${variant}.formTitle`)}
          </h2>
          <MarketingForm form={variant} mailbox={variant === 'demo' ? site.mailboxes.sales : site.mailboxes.contact} subject={t(`${variant}.title`)} />
        </section>
      </div>
    </>
  );
}
