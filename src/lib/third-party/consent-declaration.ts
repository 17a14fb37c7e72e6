import { site } from '../../config/site';

/** The provider's declaration script for this site's consent configuration. */
export const consentDeclarationUrl = (lang: string) =>
  `${site.consentHost}/${site.consentScriptId}/declaration.js?culture=${encodeURIComponent(lang)}`;

/** No answer in this time counts as a failure, so the page can say so instead of waiting forever. */
export const CONSENT_TIMEOUT_MS = 10_000;

/**
 * The one module that loads the consent declaration (DESIGN.md: one loader per provider). The
 * provider's script writes the cookie table where it is placed, so it goes inside `placeholder`.
 * Resolves when the script has run; rejects when it cannot load. `remove` undoes it on leave.
 */
export function loadConsentDeclaration(placeholder: HTMLElement, lang: string): { ready: Promise<void>; remove: () => void } {
  const script = document.createElement('script');
  script.id = 'CookieDeclaration';
  script.src = consentDeclarationUrl(lang);
  script.async = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('The consent declaration could not be loaded.')), { once: true });
    timer = setTimeout(() => reject(new Error('The consent declaration did not answer in time.')), CONSENT_TIMEOUT_MS);
  }).finally(() => clearTimeout(timer));
  placeholder.appendChild(script);
  return {
    ready,
    remove: () => {
      clearTimeout(timer);
      script.remove();
    },
  };
}
