import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowLeft } from 'lucide-react';
import type { ArticlePageData, ArticleSection } from '../../content/page-data/types';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb';
import { LocalizedLink } from '../../components/localized-link/localized-link';
import { usePageHead } from '../../lib/head/use-page-head';
import { useCanonicalUrl } from '../../lib/head/use-canonical-url';
import { useLocale } from '../../lib/i18n/use-locale';
import { useRequireProviders } from '../../lib/third-party/use-document-providers';
import { categoryLabel } from '../../lib/i18n/article-labels';
import { ArticleAside } from './article-aside';
import { ArticleMetaLine } from './article-meta-line';
import { TocDisclosure } from './article-toc';
import { useStagedArticle } from './use-staged-article';
import { ArticleBody } from '../../components/article-body/article-body';
import { ArticleErrorBoundary } from './article-error-boundary';
import { ArticleDecodeError, ArticleRenderError } from './article-fallback';
import { blogPostingJsonLd } from './structured-data';
import { useSectionFeeds } from '../../lib/use-section-feeds';
import { SECTION_PATHS } from '../../content/page-data/sections';
import { ContentLanguageNote } from '../../components/content-language-note/content-language-note';
import { useTextLang } from '../../lib/i18n/text-lang';
import { oembedPath } from '../../content/page-data/sections';
import { RelatedItems } from '../../components/related-items/related-items';
import { CtaBand } from '../../components/cta-band/cta-band';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { shownCover } from '../../lib/images/shown-cover';
import { OutcomeBlock } from '../../components/outcomes/outcome-block';
import styles from './article.module.css';
import { cx, ui } from '../../styles/primitives';

/** Title band, body and side card of a blog post or use case, then related items and the demo call to action. */
export function ArticleView({ data: built, section }: { data: ArticlePageData; section: ArticleSection }) {
  const { article } = useStagedArticle(section, built);
  const { t } = useTranslation(['article', 'hub', 'brand']);
  const locale = useLocale();
  const feeds = useSectionFeeds(section);
  const body = article.body;
  const textLang = useTextLang(article.lang);
  const translated = article.lang !== 'en';
  // Third parties follow the built page (its CSP): a staged body never triggers a reload.
  const builtProviders = built.article.body.ok ? built.article.body.providers : [];
  useRequireProviders(builtProviders);
  // mainEntityOfPage is the page's canonical: the English page on an untranslated language copy.
  const canonical = useCanonicalUrl({ contentLanguages: built.article.languages });
  const preview = article.categories.includes('PREVIEW');
  // The head follows the version shown (the staged one on the staging host) at the article's own
  // address; a preview is never for crawlers, whatever build the staging host serves.
  usePageHead({
    ...(preview ? { noindex: true } : {}),
    title: article.title,
    description: article.excerpt,
    ogType: 'article',
    ...(article.image ? { image: { url: article.image, width: 1200, height: 630, alt: article.title, type: 'image/webp' } } : {}),
    oembed: oembedPath(article.id, translated ? locale.key : null),
    jsonLd: [blogPostingJsonLd(article, canonical, article.lang, section === 'newsroom' ? 'NewsArticle' : 'BlogPosting')],
    contentLanguages: built.article.languages,
    contentDate: article.updatedAt ?? article.date,
    // A preview is for the staging host's editors; an editor's `search: false` keeps the item out.
    search: preview || built.article.inSearch === false ? false : { topics: article.categories },
    feeds,
    thirdParties: builtProviders,
  });

  return (
    <>
      <article className={styles.article}>
        <header className={cx(ui.nightBand, styles.band)}>
          <div className="container">
            <Breadcrumb current={article.title} currentLang={textLang} tone="dark" />
            <LocalizedLink to={SECTION_PATHS[section]} className={cx(ui.backLink, styles.back)}>
              <ArrowLeft size={16} aria-hidden="true" />
              {t(`article:backTo.${section}`)}
            </LocalizedLink>
            {preview && <p className={styles.previewBadge}>{categoryLabel('PREVIEW', t)}</p>}
            <h1 id="article-title" className={styles.title} lang={textLang}>
              {article.title}
            </h1>
            {article.lead && (
              <p className={cx(ui.bandLead, styles.lead)} lang={textLang}>
                {article.lead}
              </p>
            )}
            <ArticleMetaLine date={article.date} minutes={article.readingMinutes} />
            {textLang && <ContentLanguageNote kind="article" />}
          </div>
        </header>
        <div className={cx('container', ui.docLayout, styles.layout)}>
          {/* First in the document for keyboard and screen-reader order on desktop; on phones the CSS
              puts it after the text, with the date and reading time on one line under the title and the
              contents as a closed disclosure just before the text. */}
          <ArticleAside
            date={article.date}
            updatedAt={article.updatedAt}
            minutes={article.readingMinutes}
            author={article.author}
            toc={body.ok ? body.toc : []}
            categories={article.categories}
            title={article.title}
            textLang={textLang}
          />
          <div className={styles.main}>
            {article.image && (
              <ResponsiveImage className={styles.cover} image={shownCover({ ...article, image: article.image })} slot="articleCover" alt="" priority />
            )}
            <TocDisclosure toc={body.ok ? body.toc : []} lang={textLang} />
            <ArticleErrorBoundary fallback={(error) => <ArticleRenderError error={error} />}>
              {body.ok ? <ArticleBody html={body.html} lang={article.lang} /> : <ArticleDecodeError />}
            </ArticleErrorBoundary>
          </div>
        </div>
      </article>
      {/* A use case's measured results follow its story at full width, so phones reach the text first. */}
      {built.outcome && <OutcomeBlock outcome={built.outcome} />}
      <div className="container">
        {built.related && <RelatedItems id="related-items-title" title={t(`article:relatedTitle.${section}`)} cards={built.related} />}
        <CtaBand title={t('article:demo.title')} text={t('article:demo.text')} button={t('article:demo.button')} to="/bookademo" />
      </div>
    </>
  );
}
