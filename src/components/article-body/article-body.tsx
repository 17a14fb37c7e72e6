import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import { localizeArticleHtml } from '../../content/article/localize-article-html';
import { swapEmbedPlaceholder } from '../../content/article/embed-swap';
import { useLocale, useLocalizeHref } from '../../lib/i18n/use-locale';
import { useTextLang } from '../../lib/i18n/text-lang';
import './article-content.css';

/**
 * The one component that renders sanitised article HTML. Markers become this language's text,
 * internal links route client-side, and "Allow and display content" swaps a placeholder for its frame.
 */
export function ArticleBody({ html, lang: textLang }: { html: string; /** BCP 47 tag of the text. */ lang: string }) {
  const { t } = useTranslation('article');
  const localizeHref = useLocalizeHref();
  const { tag } = useLocale();
  const navigate = useNavigate();
  const lang = useTextLang(textLang);
  const localized = useMemo(
    () =>
      localizeArticleHtml(html, {
        externalLink: t('externalLink'),
        externalSite: t('externalSite'),
        embedNotice: (host) => t('embed.notice', { host }),
        embedAllow: t('embed.allow'),
        embedLinkNotice: (host) => t('embed.linkNotice', { host }),
        embedOpen: (host) => t('embed.open', { host }),
        embedBlocked: t('embed.blocked'),
        localizeHref,
        lang: tag,
      }),
    [html, t, localizeHref, tag],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const allow = target.closest<HTMLElement>('[data-embed-allow]');
    if (allow) {
      const placeholder = allow.closest<HTMLElement>('[data-embed-src]');
      if (placeholder) swapEmbedPlaceholder(placeholder)?.focus();
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[href^="/"]');
    if (!link || link.target || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('//') || /^\/(media|assets|static)\//.test(href)) return;
    event.preventDefault();
    navigate(href);
  };

  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: the targets are links and buttons
  // English content under another language's prefix says so, so assistive technology reads it right (DESIGN.md).
  return <div id="article-body" lang={lang} className="article-content" onClick={onClick} dangerouslySetInnerHTML={{ __html: localized }} />;
}
