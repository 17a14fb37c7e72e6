import type { BrowserContext } from '@playwright/test';

export const FORM_SCRIPT = 'https://js-eu1.formrelay.example/forms/embed/v2.js';

/** A stand-in for the marketing-form provider's script: records each call and renders a small form. */
export async function fakeFormProvider(context: BrowserContext): Promise<void> {
  await context.route(FORM_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.formRelay = { forms: { create(o) {
        window.__formCalls = (window.__formCalls || []).concat([o]);
        document.querySelector(o.target).innerHTML = '<form data-provider-form="' + o.formId + '"><label>Email <input name="email"></label></form>';
      } } };`,
    }),
  );
}
