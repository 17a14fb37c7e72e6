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

function blogPosting(data: Json): string[] {
  const out: string[] = [];
  if (!isText(data.headline)) out.push(`${String(data['@type'])} needs a headline`);
  if (!isDate(data.datePublished)) out.push(`${String(data['@type'])} needs datePublished as an ISO date`);
  const authors = Array.isArray(data.author) ? data.author : [data.author];
  if (!authors.some((a) => isText(nameOf(a)))) out.push(`${String(data['@type'])} needs an author with a name`);
  const images = Array.isArray(data.image) ? data.image : [data.image];
  if (!images.some(isAbsolute)) out.push(`${String(data['@type'])} needs an absolute image URL`);
  return out;
}

function jobPosting(data: Json): string[] {
  const out: string[] = [];
  for (const key of ['title', 'description']) if (!isText(data[key])) out.push(`JobPosting needs ${key}`);
  if (!isDate(data.datePosted)) out.push('JobPosting needs datePosted as an ISO date');
  if (data.validThrough !== undefined && !isDate(data.validThrough)) out.push('JobPosting validThrough must be an ISO date');
  if (!isText(nameOf(data.hiringOrganization))) out.push('JobPosting needs hiringOrganization with a name');
  const locations = Array.isArray(data.jobLocation) ? data.jobLocation : [data.jobLocation];
  const hasAddress = locations.some((l) => {
    const address = (l as Json | undefined)?.address as Json | undefined;
    return address && (isText(address.addressLocality) || isText(address.addressCountry));
  });
  if (!hasAddress) out.push('JobPosting needs jobLocation with an address (locality or country)');
  return out;
}

const RULES: Record<string, (data: Json) => string[]> = {
  Organization: organization,
  BreadcrumbList: breadcrumbList,
  BlogPosting: blogPosting,
  Article: blogPosting,
  NewsArticle: blogPosting,
  JobPosting: jobPosting,
};

export function structuredDataProblems(data: unknown): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return ['JSON-LD must be an object'];
  const json = data as Json;
  if (json['@context'] !== 'https://schema.org') return ['JSON-LD needs "@context": "https://schema.org"'];
  const type = json['@type'];
  if (typeof type !== 'string') return ['JSON-LD needs an @type'];
  return RULES[type]?.(json) ?? [];
}
