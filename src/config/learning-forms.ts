/**
 * Learning sessions (spec 001 section 3, "learning form registry"): id -> the provider's form,
 * with the locale keys of its title and description. Only 2711 exists.
 */
export interface LearningForm {
  /** The registration form on the provider's site (opened in a new tab when it cannot be embedded). */
  url: string;
  /** The embeddable version of the form; absent when the provider offers none. */
  embedUrl?: string;
  titleKey: string;
  descriptionKey: string;
}

export const LEARNING_FORMS: Readonly<Record<string, LearningForm>> = {
  '2711': {
    url: 'https://events.registrationhub.example/quorvia/osint-foundations',
    embedUrl: 'https://forms.registrationhub.example/embed/quorvia/osint-foundations',
    titleKey: 'sessions.2711.title',
    descriptionKey: 'sessions.2711.description',
  },
};

export const LEARNING_FORM_IDS: readonly string[] = Object.keys(LEARNING_FORMS);

/** The form provider's three hosts: the only origins whose height messages the page follows. */
export const LEARNING_FORM_ORIGINS: readonly string[] = [
  'https://forms.registrationhub.example',
  'https://events.registrationhub.example',
  'https://embed.registrationhub.example',
];
