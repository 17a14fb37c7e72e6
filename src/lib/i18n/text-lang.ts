import { useLocale } from './use-locale';

const primary = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? tag;

/**
 * The `lang` attribute for text in `textLang` inside a page in `pageTag`: undefined when the page's
 * own language already says it (a French translation on /fr, English on /uk), else the text's tag,
 * so screen readers and crawlers read English content on /fr as English (DESIGN.md).
 */
export function langAttribute(textLang: string, pageTag: string): string | undefined {
  return primary(textLang) === primary(pageTag) ? undefined : textLang;
}

/** langAttribute for the current page. */
export function useTextLang(textLang: string): string | undefined {
  return langAttribute(textLang, useLocale().tag);
}
