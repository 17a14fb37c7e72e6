import { useEffect, type RefObject } from 'react';
import { prefersReducedMotion } from '../../lib/motion/use-reduced-motion';
import { watchOnScreen } from '../../lib/motion/use-running-on-screen';
import { createParticles, findLinks, stepParticles, type Particle } from './particles';

const DOT = 'rgba(232, 236, 245, 0.75)';
const LINK_RGB = '99, 128, 255';

function draw(context: CanvasRenderingContext2D, particles: Particle[], width: number, height: number): void {
  context.clearRect(0, 0, width, height);
  context.lineWidth = 1;
  for (const link of findLinks(particles)) {
    context.strokeStyle = `rgba(${LINK_RGB}, ${(link.strength * 0.8).toFixed(3)})`;
    context.beginPath();
    context.moveTo(link.from.x, link.from.y);
    context.lineTo(link.to.x, link.to.y);
    context.stroke();
  }
  context.fillStyle = DOT;
  for (const p of particles) {
    context.beginPath();
    context.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
    context.fill();
  }
}

/**
 * Animates the particle field while the canvas is on screen and the tab is visible; off screen
 * the loop stops entirely. Under reduced motion one still frame is drawn. `data-running` on the
 * canvas tells tests (and curious developers) which state it is in.
 */
export function useParticles(canvasRef: RefObject<HTMLCanvasElement | null>): void {
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let frame = 0;
    let last = 0;
    let onScreen = false;
    let drawn = false;
    const still = prefersReducedMotion();

    // Sized from the observer's report rather than getBoundingClientRect: the effect runs in the
    // hydration commit, where reading layout would force one for the whole page.
    const resize = (box: { width: number; height: number }) => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const grew = box.width > width || box.height > height;
      width = box.width;
      height = box.height;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (particles.length === 0 || grew) particles = createParticles(width, height);
      // Resizing clears the canvas. A frame costs milliseconds of software drawing on a phone: the
      // still frame waits until the canvas is on screen.
      drawn = false;
      showStill();
    };
    const showStill = () => {
      if (!onScreen || drawn || width === 0) return;
      draw(context, particles, width, height);
      drawn = true;
    };
    const tick = (now: number) => {
      const seconds = last ? Math.min((now - last) / 1000, 0.05) : 0;
      last = now;
      stepParticles(particles, width, height, seconds);
      draw(context, particles, width, height);
      frame = requestAnimationFrame(tick);
    };
    const update = () => {
      showStill();
      const run = !still && onScreen;
      canvas.dataset.running = String(run);
      if (run && !frame) {
        last = 0;
        frame = requestAnimationFrame(tick);
      } else if (!run && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
    };

    const sizeObserver = new ResizeObserver(([entry]) => {
      if (entry) resize(entry.contentRect);
    });
    sizeObserver.observe(canvas);
    const stopWatching = watchOnScreen(canvas, (visible) => {
      onScreen = visible;
      update();
    });
    return () => {
      cancelAnimationFrame(frame);
      sizeObserver.disconnect();
      stopWatching();
    };
  }, [canvasRef]);
}
