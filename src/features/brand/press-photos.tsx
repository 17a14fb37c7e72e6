import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Download, Images, Info } from 'lucide-react';
import { Modal } from '../../components/modal/modal';
import type { AssetsVault, PressPerson } from './gated-content';
import { downloadLabel } from './download-label';
import styles from './brand.module.css';
import { cx, ui } from '../../styles/primitives';

function PhotosModal({ person, lead, onClose }: { person: PressPerson | null; lead: string; onClose: () => void }) {
  const { t } = useTranslation('brand');
  const titleId = useId();
  // Mounted while closed too, so closing hands focus back to the card's button.
  return (
    <Modal open={person !== null} onClose={onClose} labelledBy={titleId} closeLabel={t('assets.close')}>
      {person && <PhotosModalBody person={person} lead={lead} titleId={titleId} />}
    </Modal>
  );
}

function PhotosModalBody({ person, lead, titleId }: { person: PressPerson; lead: string; titleId: string }) {
  const { t } = useTranslation('brand');
  const count = person.photos.length;
  return (
    <>
      <h2 id={titleId} className={styles.modalTitle}>
        {person.title}
      </h2>
      <p className={styles.modalLead}>{lead}</p>
      <ul className={cx(ui.grid, styles.photoList)} data-photo-count={count}>
        {person.photos.map((photo, index) => (
          <li key={photo.href}>
            <img
              src={photo.preview}
              alt={t('assets.photoAlt', { name: person.title, n: index + 1 })}
              width={photo.width}
              height={photo.height}
              decoding="async"
            />
            <a className="button button--primary button--small" href={photo.href} download data-download="">
              <Download size={16} aria-hidden="true" />
              {downloadLabel(photo, index, count, { one: t('assets.download'), numbered: (n) => t('assets.downloadN', { n }) })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /brand/assets once unlocked: one card per person with a download modal, then the fair-use note. */
export function PressPhotos({ vault }: { vault: AssetsVault }) {
  const { t } = useTranslation('brand');
  const [open, setOpen] = useState<PressPerson | null>(null);
  const { copy } = vault;
  return (
    <>
      <section className={styles.section} aria-labelledby="press-title">
        <h2 id="press-title" className={styles.sectionTitle}>
          {copy.intro.title}
        </h2>
        <p className={styles.sectionLead}>{copy.intro.text}</p>
        <ul className={cx(ui.grid, ui.cols2, styles.people)}>
          {vault.people.map((person) => {
            const first = person.photos[0];
            return (
              <li key={person.id} className={cx(ui.mediaCard, styles.person)} data-person={person.id}>
                {first && <img src={first.preview} alt="" width={first.width} height={first.height} loading="lazy" decoding="async" />}
                <div className={styles.personBody}>
                  <h3 className={styles.personName}>{person.title}</h3>
                  <p className={styles.personRole}>{person.text}</p>
                  <p>{person.description}</p>
                  <p className={cx(ui.inline, styles.personCount)}>
                    <Images size={16} aria-hidden="true" />
                    {t('assets.photoCount', { count: person.photos.length })}
                  </p>
                  <button type="button" className="button button--primary" onClick={() => setOpen(person)} aria-haspopup="dialog">
                    <Download size={18} aria-hidden="true" />
                    {t('assets.download')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <aside className={styles.note} aria-labelledby="fair-use-title">
        <Info size={22} aria-hidden="true" />
        <div>
          <h2 id="fair-use-title">{copy.fairUse.title}</h2>
          <p>{copy.fairUse.text}</p>
        </div>
      </aside>
      <section className={styles.section} aria-labelledby="more-title">
        <h2 id="more-title" className={styles.sectionTitle}>
          {copy.more.title}
        </h2>
        <p className={styles.sectionLead}>{copy.more.text}</p>
      </section>
      <PhotosModal person={open} lead={copy.modalLead} onClose={() => setOpen(null)} />
    </>
  );
}
