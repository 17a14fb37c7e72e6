import { site } from '../../config/site';
import { stripLocalePrefix } from '../i18n/localize-path';

const SHARE_PAGES = [/^\/hub\/[^/]+$/, /^\/brand\/newsroom\/[^/]+$/, /^\/use-cases\/[^/]+$/, /^\/careers\/job\/[^/]+$/];

/**
 * Spec 000 section 5: items of the hub, newsroom, use cases and careers are shared as
 * {origin}/share/{path}/ without the language prefix (a page that carries their social tags);
 * anything else shares the current URL.
 */
export function shareUrl(pathname: string, currentUrl: string): string {
  const path = stripLocalePrefix(pathname);
  return SHARE_PAGES.some((re) => re.test(path)) ? `${site.origin}/share${path}/` : currentUrl;
}

export interface ShareTargets {
  linkedin: string;
  whatsapp: string;
  x: string;
}

/** Share links of the professional network, the messaging app and the microblogging service. */
export function shareTargets(url: string, title: string): ShareTargets {
  const u = encodeURIComponent(url);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
  };
}
