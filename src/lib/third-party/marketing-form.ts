import { site } from '../../config/site';

/** What the provider's script defines once loaded. */
interface FormRelay {
  forms: { create(options: { region: string; portalId: string; formId: string; target: string; locale: string }): void };
}

declare global {
  interface Window {
    formRelay?: FormRelay;
  }
}

export type MarketingFormId = keyof typeof site.marketingForm.formIds;

/** A script that has not answered by then counts as failed: visitors get the mail fallback instead. */
export const FORM_TIMEOUT_MS = 8000;

const SCRIPT_ATTR = 'data-marketing-form';

/**
 * The one module that loads the marketing form (DESIGN.md: one loader per provider): adds the
 * provider's script on mount, asks it to render form `formId` into `target` (a CSS selector) in
 * the page's language (`locale`, a BCP 47 tag: one provider form serves every language, and the
 * provider labels its fields in the language it is given), and takes the script and the form away
 * again on leave. `ready` rejects when the script cannot load,
 * times out, or does not define the provider's API.
 */
export function loadMarketingForm(form: MarketingFormId, target: string, locale: string): { ready: Promise<void>; remove: () => void } {
  const { scriptUrl, region, portalId, formIds } = site.marketingForm;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.setAttribute(SCRIPT_ATTR, form);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    script.addEventListener(
      'load',
      () => {
        const api = window.formRelay;
        if (!api?.forms?.create) return reject(new Error('The form provider did not define its API.'));
        try {
          api.forms.create({ region, portalId, formId: formIds[form], target, locale });
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      { once: true },
    );
    script.addEventListener('error', () => reject(new Error('The form script could not be loaded.')), { once: true });
    timer = setTimeout(() => reject(new Error('The form script did not answer in time.')), FORM_TIMEOUT_MS);
  }).finally(() => clearTimeout(timer));
  document.head.appendChild(script);
  return {
    ready,
    remove: () => {
      clearTimeout(timer);
      script.remove();
      document.querySelector(target)?.replaceChildren();
    },
  };
}
