/**
 * Learning sessions (spec 001 section 3, "learning form registry"): id -> the provider's form,
 * the session's facts and the locale keys of its copy. Only 2711 exists. Words (titles, roles,
 * agenda items) live in locales/{lang}/learning.json under `sessions.{id}`; this file holds only
 * what is the same in every language.
 */

/** A person presenting the session. */
export interface LearningSpeaker {
  /** Locale key under `sessions.{id}.speakers`, for the role line and the short bio. */
  key: string;
  /** Full name as written in content/data/executives.json (names are not translated). */
  name: string;
  /** Portrait under public/media/people; leave it out rather than use a stand-in picture. */
  picture?: string;
}

/** One item of the agenda. */
export interface LearningAgendaItem {
  /** Locale key under `sessions.{id}.agenda` for the item's title and one-line text. */
  key: string;
  /** Minutes after the start: the page computes each item's clock time from `start`. */
  offsetMinutes: number;
}

/** When and how the session happens. */
export interface LearningEvent {
  /** Start as an ISO date-time with the organiser's UTC offset; the page shows it on that clock. */
  start: string;
  /** Short zone name shown after the time ("CET"); it must match the offset of `start`. */
  timeZone: string;
  /** Length of the session in minutes; the end time is derived from it. */
  durationMinutes: number;
  /** Only live online sessions exist so far; a new format needs its label in learning.json `formats`. */
  format: 'live-online';
  /** Presenters in the order they are shown. */
  speakers: readonly LearningSpeaker[];
  /** Four to six items in time order; the last one ends the session. */
  agenda: readonly LearningAgendaItem[];
  /**
   * What registering costs, when it is known: `{ amount: 0, currency: 'EUR' }` for a free session.
   * With it the Event markup offers a ticket at that price; leave it out rather than guess.
   */
  price?: { amount: number; currency: string };
}

export interface LearningForm {
  /** The registration form on the provider's site (opened in a new tab when it cannot be embedded). */
  url: string;
  /** The embeddable version of the form; absent when the provider offers none. */
  embedUrl?: string;
  /** Locale key of the session's title (hero, breadcrumb, frame title). */
  titleKey: string;
  /** Locale key of the session's one-paragraph description (hero lead). */
  descriptionKey: string;
  /** Date, duration, format, speakers and agenda shown beside the form. */
  event: LearningEvent;
}

export const LEARNING_FORMS: Readonly<Record<string, LearningForm>> = {
  '2711': {
    url: 'https://events.registrationhub.example/quorvia/osint-foundations',
    embedUrl: 'https://forms.registrationhub.example/embed/quorvia/osint-foundations',
    titleKey: 'sessions.2711.title',
    descriptionKey: 'sessions.2711.description',
    event: {
      start: '2027-01-21T14:00:00+01:00',
      timeZone: 'CET',
      durationMinutes: 120,
      format: 'live-online',
      speakers: [{ key: 'ines', name: 'Inês Valadares Cunha', picture: '/media/people/ines-valadares-cunha.webp' }],
      agenda: [
        { key: 'welcome', offsetMinutes: 0 },
        { key: 'attribution', offsetMinutes: 10 },
        { key: 'queries', offsetMinutes: 40 },
        { key: 'record', offsetMinutes: 75 },
        { key: 'questions', offsetMinutes: 105 },
      ],
    },
  },
};

export const LEARNING_FORM_IDS: readonly string[] = Object.keys(LEARNING_FORMS);

/** The form provider's three hosts: the only origins whose height messages the page follows. */
export const LEARNING_FORM_ORIGINS: readonly string[] = [
  'https://forms.registrationhub.example',
  'https://events.registrationhub.example',
  'https://embed.registrationhub.example',
];
