/**
 * The properties Google requires (or needs for the rich result) per JSON-LD type we emit.
 * Returns one message per missing or malformed property.
 */
type Json = Record<string, unknown>;

const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isAbsolute = (v: unknown) => typeof v === 'string' && /^https:\/\/[^\s]+$/.test(v);
const isDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const nameOf = (v: unknown) => (v && typeof v === 'object' ? (v as Json).name : undefined);

function organization(data: Json): string[] {
  const out: string[] = [];
  if (!isText(data.name)) out.push('Organization needs a name');
  if (!isAbsolute(data.url)) out.push('Organization needs an absolute url');
  if (!isAbsolute(data.logo)) out.push('Organization needs an absolute logo URL');
  return out;
}

function breadcrumbList(data: Json): string[] {
  const items = data.itemListElement;
  if (!Array.isArray(items) || items.length === 0) return ['BreadcrumbList needs a non-empty itemListElement'];
  const out: string[] = [];
  items.forEach((raw, index) => {
    const item = raw as Json;
    if (item['@type'] !== 'ListItem') out.push(`item ${index + 1} must be a ListItem`);
    if (item.position !== index + 1) out.push(`item ${index + 1} has position ${String(item.position)}; positions start at 1 and follow the order`);
    if (!isText(item.name)) out.push(`item ${index + 1} needs a name`);
    if (index < items.length - 1 && !isAbsolute(item.item)) out.push(`item ${index + 1} needs an absolute item URL`);
    if (item.item !== undefined && !isAbsolute(item.item)) out.push(`item ${index + 1} has a non-absolute item URL`);
  });
  return out;
}

/** Google's rule for article authors: a name, and for a person a url that identifies them. */
function authorProblems(type: string, author: unknown): string[] {
  const authors = (Array.isArray(author) ? author : [author]) as Array<Json | undefined>;
  if (!authors.some((a) => isText(nameOf(a)))) return [`${type} needs an author with a name`];
  return authors.filter((a) => a?.['@type'] === 'Person' && !isAbsolute(a.url)).map((a) => `${type} author ${String(a?.name)} needs an absolute url`);
}

function blogPosting(data: Json): string[] {
  const type = String(data['@type']);
  const out: string[] = [];
  if (!isText(data.headline)) out.push(`${type} needs a headline`);
  if (!isDate(data.datePublished)) out.push(`${type} needs datePublished as an ISO date`);
  out.push(...authorProblems(type, data.author));
  const images = Array.isArray(data.image) ? data.image : [data.image];
  if (!images.some(isAbsolute)) out.push(`${type} needs an absolute image URL`);
  return out;
}

/** A date-time with a time zone (2027-01-21T14:00:00+01:00), as Google asks of events and closing dates. */
const isZonedDateTime = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && isDate(v);

/** Google's allowed employmentType values. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];

function jobLocationProblems(data: Json): string[] {
  const out: string[] = [];
  const locations = (data.jobLocation === undefined ? [] : Array.isArray(data.jobLocation) ? data.jobLocation : [data.jobLocation]) as Array<Json | undefined>;
  const remote = data.jobLocationType === 'TELECOMMUTE';
  if (data.jobLocationType !== undefined && !remote) out.push(`JobPosting jobLocationType must be TELECOMMUTE (got ${String(data.jobLocationType)})`);
  if (remote) {
    const areas = (Array.isArray(data.applicantLocationRequirements) ? data.applicantLocationRequirements : [data.applicantLocationRequirements]) as Array<Json | undefined>;
    const named = areas.some((a) => (a?.['@type'] === 'Country' || a?.['@type'] === 'AdministrativeArea') && isText(a.name));
    if (!named) out.push('a remote JobPosting (TELECOMMUTE) needs applicantLocationRequirements: a Country or AdministrativeArea with a name');
  } else if (locations.length === 0) {
    out.push('JobPosting needs jobLocation, or jobLocationType TELECOMMUTE with applicantLocationRequirements for a remote job');
  }
  locations.forEach((location, index) => {
    const address = location?.address as Json | undefined;
    const where = locations.length > 1 ? ` ${index + 1}` : '';
    if (location?.['@type'] !== 'Place' || address?.['@type'] !== 'PostalAddress') out.push(`JobPosting jobLocation${where} must be a Place with a PostalAddress`);
    if (typeof address?.addressCountry !== 'string' || !/^[A-Z]{2}$/.test(address.addressCountry)) out.push(`JobPosting jobLocation${where} needs addressCountry as an ISO 3166-1 alpha-2 code (got ${JSON.stringify(address?.addressCountry)})`);
    if (typeof address?.addressLocality === 'string' && /^\s*remote\s*$/i.test(address.addressLocality)) out.push('JobPosting has a place called "Remote": a remote job is jobLocationType TELECOMMUTE with applicantLocationRequirements');
  });
  return out;
}

function jobPosting(data: Json): string[] {
  const out: string[] = [];
  for (const key of ['title', 'description']) if (!isText(data[key])) out.push(`JobPosting needs ${key}`);
  if (!isDate(data.datePosted)) out.push('JobPosting needs datePosted as an ISO date');
  if (data.validThrough !== undefined) {
    if (!isZonedDateTime(data.validThrough)) out.push(`JobPosting validThrough must be a date-time with a time zone (got ${JSON.stringify(data.validThrough)})`);
    else if (isDate(data.datePosted) && Date.parse(String(data.validThrough)) < Date.parse(String(data.datePosted))) out.push('JobPosting validThrough is before datePosted');
  }
  const organization = data.hiringOrganization as Json | undefined;
  if (!isText(nameOf(organization))) out.push('JobPosting needs hiringOrganization with a name');
  if (!isAbsolute(organization?.sameAs)) out.push('JobPosting hiringOrganization needs sameAs as an absolute URL');
  if (!isAbsolute(organization?.logo)) out.push('JobPosting hiringOrganization needs an absolute logo URL');
  if (!isText((data.identifier as Json | undefined)?.value)) out.push('JobPosting needs an identifier with a value');
  const types = Array.isArray(data.employmentType) ? data.employmentType : [data.employmentType];
  if (data.employmentType === undefined || !types.every((t) => EMPLOYMENT_TYPES.includes(String(t)))) out.push(`JobPosting employmentType must be one of ${EMPLOYMENT_TYPES.join(', ')} (got ${JSON.stringify(data.employmentType)})`);
  out.push(...jobLocationProblems(data));
  if (data.baseSalary !== undefined) {
    const salary = data.baseSalary as Json;
    if (salary['@type'] !== 'MonetaryAmount' || !/^[A-Z]{3}$/.test(String(salary.currency)) || salary.value === undefined) out.push('JobPosting baseSalary must be a MonetaryAmount with an ISO 4217 currency and a value');
  }
  if (!isAbsolute(data.url)) out.push('JobPosting needs an absolute url');
  const page = data.mainEntityOfPage as Json | undefined;
  if (page !== undefined && page['@id'] !== data.url) out.push('JobPosting mainEntityOfPage must name the same URL as url');
  return out;
}

const SCHEMA = 'https://schema.org/';
const EVENT_STATUSES = ['EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled'].map((s) => SCHEMA + s);
const ATTENDANCE_MODES = ['OnlineEventAttendanceMode', 'OfflineEventAttendanceMode', 'MixedEventAttendanceMode'].map((s) => SCHEMA + s);
const AVAILABILITIES = ['InStock', 'SoldOut', 'PreOrder', 'OnlineOnly', 'LimitedAvailability'].map((s) => SCHEMA + s);

function event(data: Json): string[] {
  const out: string[] = [];
  for (const key of ['name', 'description']) if (!isText(data[key])) out.push(`Event needs ${key}`);
  for (const key of ['startDate', 'endDate']) if (!isZonedDateTime(data[key])) out.push(`Event needs ${key} as a date-time with a time zone (got ${JSON.stringify(data[key])})`);
  if (isZonedDateTime(data.startDate) && isZonedDateTime(data.endDate) && Date.parse(String(data.endDate)) < Date.parse(String(data.startDate))) out.push('Event endDate is before startDate');
  if (!EVENT_STATUSES.includes(String(data.eventStatus))) out.push(`Event eventStatus must be one of ${EVENT_STATUSES.join(', ')}`);
  if (!ATTENDANCE_MODES.includes(String(data.eventAttendanceMode))) out.push(`Event eventAttendanceMode must be one of ${ATTENDANCE_MODES.join(', ')}`);
  const locations = (Array.isArray(data.location) ? data.location : [data.location]) as Array<Json | undefined>;
  const online = data.eventAttendanceMode !== SCHEMA + 'OfflineEventAttendanceMode';
  if (online && !locations.some((l) => l?.['@type'] === 'VirtualLocation' && isAbsolute(l.url))) out.push('an online Event needs a location VirtualLocation with an absolute url');
  if (!online && !locations.some((l) => l?.['@type'] === 'Place' && l.address)) out.push('an Event in person needs a location Place with an address');
  const organizer = data.organizer as Json | undefined;
  if (!isText(organizer?.name) || !isAbsolute(organizer?.url)) out.push('Event needs an organizer with a name and an absolute url');
  if (data.offers !== undefined) {
    const offers = (Array.isArray(data.offers) ? data.offers : [data.offers]) as Json[];
    for (const offer of offers) {
      if (!(typeof offer.price === 'number' ? offer.price >= 0 : /^\d+(\.\d+)?$/.test(String(offer.price)))) out.push(`Event offer price must be a number of 0 or more (got ${JSON.stringify(offer.price)})`);
      if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency))) out.push('Event offer needs priceCurrency as an ISO 4217 code');
      if (!AVAILABILITIES.includes(String(offer.availability))) out.push(`Event offer availability must be one of ${AVAILABILITIES.join(', ')}`);
      if (!isAbsolute(offer.url)) out.push('Event offer needs an absolute url');
    }
  }
  return out;
}

const RULES: Record<string, (data: Json) => string[]> = {
  Organization: organization,
  BreadcrumbList: breadcrumbList,
  BlogPosting: blogPosting,
  Article: blogPosting,
  NewsArticle: blogPosting,
  JobPosting: jobPosting,
  Event: event,
};

export function structuredDataProblems(data: unknown): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return ['JSON-LD must be an object'];
  const json = data as Json;
  if (json['@context'] !== 'https://schema.org') return ['JSON-LD needs "@context": "https://schema.org"'];
  const type = json['@type'];
  if (typeof type !== 'string') return ['JSON-LD needs an @type'];
  return RULES[type]?.(json) ?? [];
}
