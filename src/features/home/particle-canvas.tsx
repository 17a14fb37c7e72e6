import { useRef } from 'react';
import { useParticles } from './use-particles';
import styles from './home.module.css';

/** Decorative network of drifting points behind the mission statement. */
export function ParticleCanvas() {
  const ref = useRef<HTMLCanvasElement>(null);
  useParticles(ref);
  return <canvas ref={ref} className={styles.canvas} aria-hidden="true" data-particles="" data-running="false" />;
}
