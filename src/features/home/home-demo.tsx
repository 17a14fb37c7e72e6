import { useTranslation } from '../../lib/i18n/use-translation';
import { CtaBand } from '../../components/cta-band/cta-band';
import { useReveal } from '../../lib/motion/use-reveal';
import styles from './home.module.css';

/** Closing call to action: book a demo on /contact, in the page's container so the card keeps to the grid. */
export function HomeDemo() {
  const { t } = useTranslation('home');
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={`container ${styles.demo}`}>
      <CtaBand title={t('demo.title')} text={t('demo.text')} button={t('demo.button')} to="/contact" />
    </div>
  );
}
