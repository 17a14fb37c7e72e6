/**
 * Turns the pipeline's language-neutral markers into the page's language, identically at build and
 * in the browser: link notes, embed placeholders and internal link prefixes. Input is the
 * sanitiser's own serialisation, so its attribute order and quoting are fixed.
 */
export interface ArticleStrings {
  externalLink: string;
  externalSite: string;
  embedNotice: (host: string) => string;
  embedAllow: string;
  /** Placeholder of a frame from a site that cannot be shown: why, and the link out's label. */
  embedLinkNotice: (host: string) => string;
  embedOpen: (host: string) => string;
  /** Placeholder of a frame that could be neither shown nor linked (not https, own document). */
  embedBlocked: string;
  localizeHref: (href: string) => string;
  /** The page's language tag; the body itself is English, so the page's own words say theirs. */
  lang?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Paths to files, not pages: they carry no language prefix. */
const isFilePath = (path: string) => /^\/(media|assets|static)\//.test(path) || /\.[a-z0-9]{2,5}$/i.test(path.split(/[?#]/)[0] ?? '');

export function localizeArticleHtml(html: string, strings: ArticleStrings): string {
  const lang = strings.lang && strings.lang !== 'en' ? ` lang="${escapeHtml(strings.lang)}"` : '';
  return html
    .replace(/<span data-i18n="(externalLink|externalSite)"><\/span>/g, (_m, key: string) =>
      ` <span class="visually-hidden"${lang}>(${escapeHtml(key === 'externalLink' ? strings.externalLink : strings.externalSite)})</span>`,
    )
    .replace(
      /<div data-embed-src="([^"]*)" data-embed-host="([^"]*)" data-embed-title="([^"]*)"><\/div>/g,
      (_m, src: string, host: string, title: string) =>
        `<div class="article-embed" data-embed-src="${src}" data-embed-title="${title}"${lang}>` +
        `<p class="article-embed__text">${escapeHtml(strings.embedNotice(unescapeAttribute(host)))}</p>` +
        `<button type="button" class="article-embed__allow" data-embed-allow="">${escapeHtml(strings.embedAllow)}</button></div>`,
    )
    .replace(
      // The sanitiser writes either an /ex link or, for the company's own hosts, the https address.
      /<div data-embed-link="(\/ex\?dest=[^"]*|https:\/\/[^"]*)" data-embed-host="([^"]*)" data-embed-title="([^"]*)"><\/div>/g,
      (_m, link: string, host: string, title: string) => {
        const warning = link.startsWith('/ex?');
        return (
          `<div class="article-embed" data-embed-title="${title}"${lang}>` +
          `<p class="article-embed__text">${escapeHtml(strings.embedLinkNotice(unescapeAttribute(host)))}</p>` +
          `<a class="article-embed__link" href="${link}"${warning ? ' data-external="warning"' : ''}>${escapeHtml(strings.embedOpen(unescapeAttribute(host)))}` +
          `${warning ? `<span class="visually-hidden"${lang}>(${escapeHtml(strings.externalLink)})</span>` : ''}</a></div>`
        );
      },
    )
    .replace(/<div data-embed-blocked="iframe"><\/div>/g, () => `<div class="article-embed"${lang}><p class="article-embed__text">${escapeHtml(strings.embedBlocked)}</p></div>`)
    .replace(/href="(\/[^"]*)"/g, (whole, raw: string) => {
      const href = unescapeAttribute(raw);
      if (href.startsWith('//') || isFilePath(href)) return whole;
      return `href="${escapeHtml(strings.localizeHref(href))}"`;
    });
}
