import { site } from '../../config/site';
import type { LearningForm } from '../../config/learning-forms';
import { addMinutes } from '../../lib/dates/format-time';
import type { JsonLd } from '../../lib/head/structured-data';

const SCHEMA = 'https://schema.org/';

/** The session's words in the page language. */
export interface EventText {
  name: string;
  description: string;
}

/**
 * Event markup of a live online learning session (Google's Event rules): start and end with the
 * organiser's UTC offset, scheduled, online, a VirtualLocation at the session's page (the joining
 * link itself is sent by email), Quorvia as organiser, the presenters, and an offer only when the
 * registry states the price. The session has no picture of its own, so there is no image.
 */
export function learningEventJsonLd(form: LearningForm, text: EventText, canonicalUrl: string): JsonLd {
  const { event } = form;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: text.name,
    description: text.description,
    startDate: event.start,
    endDate: addMinutes(event.start, event.durationMinutes),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OnlineEventAttendanceMode`,
    location: { '@type': 'VirtualLocation', url: canonicalUrl },
    organizer: { '@type': 'Organization', '@id': `${site.origin}/#organization`, name: site.name, url: site.origin },
    ...(event.speakers.length > 0 ? { performer: event.speakers.map((speaker) => ({ '@type': 'Person', name: speaker.name })) } : {}),
    ...(event.price
      ? {
          offers: {
            '@type': 'Offer',
            price: event.price.amount,
            priceCurrency: event.price.currency,
            availability: `${SCHEMA}InStock`,
            url: form.url,
          },
        }
      : {}),
    url: canonicalUrl,
  };
}
