import { useTranslation } from './i18n/use-translation';
import siteData from 'virtual:site-data';
import type { ArticleSection } from '../content/page-data/types';
import { sectionFeeds } from './feeds';
import { useLocale } from './i18n/use-locale';

/** The feeds of a section for usePageHead, titled in the page language. */
export function useSectionFeeds(section: ArticleSection): Array<{ title: string; href: string }> {
  const { t } = useTranslation();
  const locale = useLocale();
  return sectionFeeds(section, locale, siteData.translatedFeeds).map((feed) => ({
    href: feed.href,
    title: feed.inEnglish ? t('common:feedInEnglish', { title: t(feed.titleKey) }) : t(feed.titleKey),
  }));
}
