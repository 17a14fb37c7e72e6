import { Fragment } from 'react';
import { inlineLinks } from '../../lib/text/inline-links';
import { LocalizedLink } from '../localized-link/localized-link';

/** Plain text whose `[words](/path)` parts link to those pages in the page's language. */
export function TextWithLinks({ text }: { text: string }) {
  return (
    <>
      {inlineLinks(text).map((part, index) => ('to' in part ? <LocalizedLink key={index} to={part.to}>{part.text}</LocalizedLink> : <Fragment key={index}>{part.text}</Fragment>))}
    </>
  );
}
