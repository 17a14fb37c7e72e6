import { describe, expect, it } from 'vitest';
import { LEARNING_FORMS } from '../../config/learning-forms';
import { structuredDataProblems } from '../../../scripts/gates/structured-data-rules';
import { learningEventJsonLd } from './event-json-ld';

const form = LEARNING_FORMS['2711']!;
const url = 'https://www.quorvia.example/fr/hub/events/2711';
const text = { name: 'Fondamentaux OSINT', description: 'Une session en direct.' };

describe('Event markup of a learning session', () => {
  it('states the live online session from the registry: times with their offset, status, mode, place, organiser', () => {
    const data = learningEventJsonLd(form, text, url);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Fondamentaux OSINT',
      description: 'Une session en direct.',
      startDate: '2027-01-21T14:00:00+01:00',
      endDate: '2027-01-21T16:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url },
      organizer: { '@type': 'Organization', name: 'Quorvia', url: 'https://www.quorvia.example' },
      performer: [{ '@type': 'Person', name: 'Inês Valadares Cunha' }],
    });
    expect(structuredDataProblems(data)).toEqual([]);
  });
  it('offers a ticket only when the registry states the price', () => {
    expect(learningEventJsonLd(form, text, url)).not.toHaveProperty('offers');
    const free = learningEventJsonLd({ ...form, event: { ...form.event, price: { amount: 0, currency: 'EUR' } } }, text, url);
    expect(free.offers).toEqual({ '@type': 'Offer', price: 0, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: form.url });
    expect(structuredDataProblems(free)).toEqual([]);
  });
});
