import type { ReactElement } from 'react';
import { ui } from '../../styles/primitives';

/**
 * An evidence page's section text (trust, environment): paragraphs split on blank lines, and
 * "• " blocks as a list of points, so the locale files keep plain text and the page its markup.
 */
export function PointText({ text }: { text: string }) {
  const out: ReactElement[] = [];
  let points: string[] = [];
  const flush = () => {
    if (points.length) out.push(<ul key={`l${out.length}`} className={ui.pointList}>{points.map((p) => <li key={p}>{p}</li>)}</ul>);
    points = [];
  };
  for (const block of text.split(/\n\s*\n/).map((b) => b.trim())) {
    if (block.startsWith('• ')) points.push(block.slice(2));
    else {
      flush();
      out.push(<p key={`p${out.length}`}>{block}</p>);
    }
  }
  flush();
  return <>{out}</>;
}
