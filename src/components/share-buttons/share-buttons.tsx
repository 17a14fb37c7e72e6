import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Check, Link2, MessageCircle } from 'lucide-react';
import { site } from '../../config/site';
import { MicroblogIcon, ProfessionalNetworkIcon } from '../../components/icons/social-icons';
import { shareTargets, shareUrl } from '../../lib/share/share-url';
import styles from './share-buttons.module.css';
import { cx, ui } from '../../styles/primitives';

export interface ShareButtonsProps {
  /** Title of the shared item, used in the messaging and microblogging texts. */
  title: string;
  /** Label above the buttons ("Share this article"). */
  heading: string;
  /** Text of the copy button; defaults to "Copy link". */
  copyLabel?: string;
}

/**
 * The services a link is shared to, in their order. Each icon is decorative (the link carries the
 * service's name): the drawn marks are aria-hidden, and lucide hides an icon given no label.
 */
const SERVICES = [
  { key: 'linkedin', Icon: ProfessionalNetworkIcon },
  { key: 'whatsapp', Icon: MessageCircle },
  { key: 'x', Icon: MicroblogIcon },
] as const;

/** Copy link, professional network, messaging app and microblogging service (spec 000 section 2). */
export function ShareButtons({ title, heading, copyLabel }: ShareButtonsProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const url = shareUrl(pathname, `${site.origin}${pathname}`);
  const targets = shareTargets(url, title);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), 3000);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.share}>
      <p className={ui.asideLabel}>{heading}</p>
      <ul className={cx(ui.list, styles.list)}>
        <li>
          <button type="button" className={cx(ui.pillButton, styles.button)} onClick={copy} data-share="copy">
            {status === 'copied' ? <Check size={18} aria-hidden="true" /> : <Link2 size={18} aria-hidden="true" />}
            <span>{copyLabel ?? t('share.copy')}</span>
          </button>
        </li>
        {SERVICES.map(({ key, Icon }) => (
          <li key={key}>
            <a className={cx(ui.pillButton, styles.button)} href={targets[key]} target="_blank" rel="noopener noreferrer" data-share={key} aria-label={t(`share.${key}`)}>
              <Icon size={18} />
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">
        {status === 'copied' ? t('share.copied') : status === 'failed' ? t('share.copyFailed', { url }) : ''}
      </p>
    </div>
  );
}
