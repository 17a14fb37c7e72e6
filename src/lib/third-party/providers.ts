import { site } from '../../config/site';
import { LEARNING_FORM_ORIGINS } from '../../config/learning-forms';

/**
 * Every third party the site talks to, with the hosts it needs per CSP directive. A page allows
 * a provider's hosts only when the route table lists it for that page, or when it is site-wide.
 * Later pages add their providers here (marketing form, consent declaration, video embeds).
 */
export interface Provider {
  script?: string[];
  connect?: string[];
  frame?: string[];
  style?: string[];
  img?: string[];
  form?: string[];
}

const origin = (url: string) => new URL(url).origin;

export const PROVIDERS = {
  /** Location banner on the beta host (spec 000 section 7). */
  geolocation: { connect: [origin(site.geolocationEndpoint)] },
  /** Contact, demo and brand-contact forms (spec 001 section 2): script, its API and the posted form. */
  marketingForm: {
    script: [origin(site.marketingForm.scriptUrl)],
    connect: [origin(site.marketingForm.scriptUrl), 'https://forms-eu1.formrelay.example'],
    frame: [origin(site.marketingForm.scriptUrl)],
    img: [origin(site.marketingForm.scriptUrl)],
    form: ['https://forms-eu1.formrelay.example'],
  },
  /** The learning-session registration form in a frame (spec 001 section 2). */
  learningForm: { frame: [...LEARNING_FORM_ORIGINS] },
  /** The consent provider's cookie declaration on /legal/cookies (spec 001 section 2). */
  consentDeclaration: { script: [site.consentHost], connect: [site.consentHost], img: [site.consentHost] },
  /** Video frames in articles, loaded only after the visitor allows them (spec 000 section 4). */
  videoEmbed: { frame: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] },
} as const satisfies Record<string, Provider>;

/** Hosts whose frames an article may embed, and the provider that allows them. */
export const EMBED_HOSTS: Readonly<Record<string, ProviderKeyOf<typeof PROVIDERS>>> = {
  'www.youtube-nocookie.com': 'videoEmbed',
  'www.youtube.com': 'videoEmbed',
  'youtube.com': 'videoEmbed',
  'player.vimeo.com': 'videoEmbed',
};

type ProviderKeyOf<T> = keyof T;

export type ProviderKey = keyof typeof PROVIDERS;

/** Loaded by the shell, so allowed on every page. */
export const SITE_WIDE_PROVIDERS: readonly ProviderKey[] = ['geolocation'];

/** Name of the meta tag listing the providers the current document's CSP allows. */
export const PROVIDERS_META = 'quorvia:third-parties';

/** Name of the meta tag in which a page declares the providers its own content needs. */
export const NEEDS_META = 'quorvia:needs';

export function isProviderKey(value: string): value is ProviderKey {
  return value in PROVIDERS;
}
