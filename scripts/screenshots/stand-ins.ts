/**
 * Stand-ins for the third parties a screenshot would otherwise show as their "could not load"
 * state: the marketing form (contact, demo, brand contact) and the learning registration frame.
 * They draw what a visitor sees from the real providers, so the contact sheet judges the page,
 * not a blocked request. Everything else off the local server stays blocked.
 */
import type { Page } from '@playwright/test';
import { site } from '../../src/config/site';
import { LEARNING_FORM_ORIGINS } from '../../src/config/learning-forms';

const FIELD = 'display:grid;gap:6px;font:600 14px/1.4 system-ui,sans-serif;color:#1d2641';
const INPUT = 'min-height:44px;padding:0 12px;border:1px solid #d9dfec;border-radius:10px;font:400 15px system-ui,sans-serif';
const BUTTON = 'min-height:44px;padding:0 22px;border:0;border-radius:999px;background:#3b5bfd;color:#fff;font:700 15px system-ui,sans-serif;justify-self:start';

const field = (label: string, tag = 'input') =>
  `<label style="${FIELD}">${label}${tag === 'textarea' ? `<textarea rows="4" style="${INPUT};padding-top:10px"></textarea>` : `<input style="${INPUT}">`}</label>`;

/** The provider's field labels in each page language it is asked for (it falls back to English). */
const LABELS: Record<string, readonly [string, string, string, string, string, string, string]> = {
  en: ['First name', 'Last name', 'Work email', 'Organization', 'How can we help?', 'I agree to be contacted about my request.', 'Submit'],
  'en-GB': ['First name', 'Surname', 'Work email', 'Organisation', 'How can we help?', 'I agree to be contacted about my request.', 'Submit'],
  fr: ['Prénom', 'Nom', 'E-mail professionnel', 'Organisation', 'Comment pouvons-nous vous aider ?', 'J’accepte d’être contacté au sujet de ma demande.', 'Envoyer'],
  es: ['Nombre', 'Apellidos', 'Correo electrónico profesional', 'Organización', '¿En qué podemos ayudarle?', 'Acepto que me contacten en relación con mi solicitud.', 'Enviar'],
  pt: ['Nome', 'Apelido', 'E-mail profissional', 'Organização', 'Como podemos ajudar?', 'Aceito ser contactado sobre o meu pedido.', 'Enviar'],
  lb: ['Virnumm', 'Familljennumm', 'Professionell E-Mail', 'Organisatioun', 'Wéi kënne mir Iech hëllefen?', 'Ech sinn averstan, datt ee mech iwwer meng Ufro kontaktéiert.', 'Schécken'],
};

/** The provider's form as its script renders it into the page. */
const formHtml = ([first, last, email, organisation, help, consent, submit]: (typeof LABELS)[string]) =>
  `<form style="display:grid;gap:16px">${field(first)}${field(last)}${field(email)}${field(organisation)}${field(help, 'textarea')}<label style="display:flex;gap:10px;font:400 13px/1.5 system-ui,sans-serif;color:#46506a"><input type="checkbox"> ${consent}</label><button type="button" style="${BUTTON}">${submit}</button></form>`;

const FORMS = Object.fromEntries(Object.entries(LABELS).map(([tag, labels]) => [tag, formHtml(labels)]));
const FORM_SCRIPT = `window.formRelay = { forms: { create(o) { const forms = ${JSON.stringify(FORMS)}; const t = document.querySelector(o.target); if (t) t.innerHTML = forms[o.locale] || forms.en; } } };`;

const REGISTRATION = `<!doctype html><meta charset="utf-8"><body style="margin:0;padding:24px;font-family:system-ui,sans-serif;background:#fff">
<h2 style="margin:0 0 16px;font-size:18px;color:#0b1020">Register for this session</h2>${FORMS.en}
<script>parent.postMessage({ height: document.body.scrollHeight + 24 }, '*');</script></body>`;

export async function useStandIns(page: Page): Promise<void> {
  const local = (url: URL) => ['127.0.0.1', 'localhost'].includes(url.hostname);
  const learning = new Set(LEARNING_FORM_ORIGINS);
  await page.route(
    (url) => !local(url),
    (route) => {
      const url = route.request().url();
      if (url === site.marketingForm.scriptUrl) return route.fulfill({ contentType: 'text/javascript', body: FORM_SCRIPT });
      if (learning.has(new URL(url).origin)) return route.fulfill({ contentType: 'text/html', body: REGISTRATION });
      return route.abort();
    },
  );
}
