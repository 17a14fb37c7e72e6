import { useHead } from '@unhead/react';
import { useTranslation } from '../i18n/use-translation';
import { useLocale, useUnprefixedPath } from '../i18n/use-locale';
import { useRouteLabel } from '../routing/use-route-label';
import { useDeferredHead } from './deferred-head';
import { pageHeadInput, siteHeadInput } from './page-head-input';
import type { PageHeadOptions } from './page-head-options';

export { DEFAULT_SOCIAL_IMAGE, type PageHeadOptions, type SocialImage } from './page-head-options';

type HeadInput = Parameters<typeof useHead>[0];

/**
 * The one head helper: every page calls it once. It writes title, description, canonical,
 * hreflang, Open Graph, Twitter, icons, robots and JSON-LD, identically at build and in the browser.
 * At build unhead renders the tags into the page. In the browser they are already there, so the
 * tag builder (page-head-input.ts) and unhead load only when the head changes (deferred-head.ts).
 */
export function usePageHead(options: PageHeadOptions): void {
  const locale = useLocale();
  const path = useUnprefixedPath();
  const { t } = useTranslation('common');
  const labelFor = useRouteLabel();
  const context = { locale, path, t, labelFor };
  if (import.meta.env.SSR) {
    useHead(pageHeadInput(options, context) as unknown as HeadInput);
  } else {
    // The options and where the page is decide its tags; translations are fixed per language.
    useDeferredHead(JSON.stringify([options, locale.key, path]), () => import('./page-head-input').then((m) => m.pageHeadInput(options, context)));
  }
}

/**
 * Tags every page has whatever it renders (also the error screen). Called once by the layout;
 * pages add theirs on top.
 *
 * The default title is pushed with low priority because unhead's order alone decides otherwise:
 * on the server entries are pushed during render (layout first, page last: the page wins), but in
 * the browser entries are pushed in effects, which React runs child first, so the layout's
 * default came last and replaced every page's title once the app hydrated.
 */
export function useSiteHead(): void {
  const locale = useLocale();
  if (import.meta.env.SSR) {
    useHead(siteHeadInput(locale.tag) as unknown as HeadInput, { tagPriority: 'low' });
  } else {
    useDeferredHead(locale.tag, () => import('./page-head-input').then((m) => m.siteHeadInput(locale.tag)), { tagPriority: 'low' });
  }
}
