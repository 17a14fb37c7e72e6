import { useTranslation } from '../../lib/i18n/use-translation';
import type { JobPageData } from '../../content/page-data/types';
import { site } from '../../config/site';
import { ArticleBody } from '../../components/article-body/article-body';
import { PageHero } from '../../components/page-hero/page-hero';
import { ShareButtons } from '../../components/share-buttons/share-buttons';
import { ProfessionalNetworkIcon } from '../../components/icons/social-icons';
import { JobSideCard } from './job-side-card';
import { JobHeroFacts } from './job-hero-facts';
import { MoreJobs } from './more-jobs';
import { teamLabel } from '../../lib/i18n/job-labels';
import { useToday } from './use-today';
import { ContentLanguageNote } from '../../components/content-language-note/content-language-note';
import { useTextLang } from '../../lib/i18n/text-lang';
import styles from './careers.module.css';
import { cx, ui } from '../../styles/primitives';

/** A job page: its description, the facts card with Apply, sharing, and more jobs on desktop. */
export function JobView({ data }: { data: JobPageData }) {
  const { t } = useTranslation('careers');
  const { job } = data;
  const today = useToday(data.builtOn);
  const hasBody = job.body.ok && job.body.html.trim() !== '';
  const textLang = useTextLang(job.lang);
  return (
    <>
      <PageHero crumb={job.title} title={job.title} eyebrow={teamLabel(t, job.team)} back={{ to: '/careers', label: t('job.back') }} glow="teal-end" titleLang={textLang}>
        <JobHeroFacts job={job} />
        {textLang && <ContentLanguageNote kind="job" />}
      </PageHero>
      <div className={cx('container', ui.docLayout, styles.jobLayout)}>
        <article className={styles.description} aria-label={t('job.aboutRole')}>
          {hasBody ? (
            <ArticleBody html={job.body.ok ? job.body.html : ''} lang={job.lang} />
          ) : (
            <p className={ui.note} data-empty-description="">
              {t('job.emptyDescription', { mailbox: site.mailboxes.jobs })}
            </p>
          )}
        </article>
        <aside className={ui.docAside}>
          <JobSideCard job={job} today={today} />
          <div className={ui.surface}>
            <ShareButtons title={job.title} heading={t('job.share')} copyLabel={t('job.copy')} />
            <p className={cx(ui.note, styles.networkNote)}>{t('job.networkNote')}</p>
            <a className={cx(ui.inline, styles.networkLink)} href={site.social.linkedin} target="_blank" rel="noopener noreferrer">
              <ProfessionalNetworkIcon size={18} />
              {t('job.networkLink')}
            </a>
          </div>
          <MoreJobs job={job} others={data.others} today={today} />
        </aside>
      </div>
    </>
  );
}
