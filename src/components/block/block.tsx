import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx, ui } from '../../styles/primitives';

export interface BlockProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Id of the h2, which names the section (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** The feature's own touch on the title (a margin, a size). */
  titleClassName?: string;
}

/** A titled section that follows another inside a page: the block primitive and its h2. */
export function Block({ id, title, titleClassName, className, children, ...rest }: BlockProps) {
  return (
    <section className={cx(ui.block, className)} aria-labelledby={id} {...rest}>
      <h2 id={id} className={cx(ui.blockTitle, titleClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
