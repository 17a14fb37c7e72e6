import { excerptParts } from './safe-excerpt';

/** A result's excerpt with the matched words marked; text only (safe-excerpt.ts). */
export function SearchHitText({ html, lang }: { html: string; lang?: string }) {
  return (
    <span lang={lang}>
      {excerptParts(html).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </span>
  );
}
