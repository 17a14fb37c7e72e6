import { ArrowRight } from 'lucide-react';
import { LocalizedLink } from '../localized-link/localized-link';
import { cx, ui } from '../../styles/primitives';
import styles from './cta-band.module.css';

/** The closing call to action of marketing pages: a title, a line of text and one button. */
export function CtaBand({ title, text, button, to }: { title: string; text: string; button: string; to: string }) {
  return (
    <section className={styles.band} aria-label={title} data-pagefind-ignore="">
      <div className={cx('container', ui.split, styles.inner)}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.text}>{text}</p>
        </div>
        <LocalizedLink to={to} className="button button--primary">
          {button}
          <ArrowRight size={18} aria-hidden="true" />
        </LocalizedLink>
      </div>
    </section>
  );
}
