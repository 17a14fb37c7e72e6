import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRunningOnScreen } from '../../lib/motion/use-running-on-screen';
import { arc, arcPoints, graticule, project, type View } from './globe-geometry';
import styles from './careers.module.css';

/** The three offices (company culture page): latitude and longitude. */
const OFFICES = [
  { key: 'luxembourg', at: [49.61, 6.13] as [number, number], label: { dx: 14, dy: 5, anchor: 'start' } },
  { key: 'london', at: [51.51, -0.13] as [number, number], label: { dx: -14, dy: -8, anchor: 'end' } },
  { key: 'paris', at: [48.86, 2.35] as [number, number], label: { dx: -14, dy: 20, anchor: 'end' } },
] as const;

/** Close over western Europe: the globe is larger than the frame, so its horizon curves across it. */
const VIEW: View = { lat: 49.5, lon: 3, radius: 1500, cx: 240, cy: 250 };
/** Latitudes and longitudes that reach the 480 px frame at this zoom (with a margin). */
const FRAME = { lat: [38, 61] as [number, number], lon: [-14, 20] as [number, number] };

/** The frame's side in the drawing's units: overlay positions are fractions of it. */
const SIDE = 480;
const share = (value: number) => `${((value / SIDE) * 100).toFixed(2)}%`;
/** Points a light passes on its route: the `travel` keyframes (careers.module.css) read --x0 to --x4. */
const LIGHT_STOPS = 5;

/**
 * A globe drawn in code, with the three offices and the routes between them.
 *
 * The drawing never changes. What moves (a pulse on each office, a light travelling each route)
 * sits over it in HTML and animates only transform and opacity, which the compositor runs without
 * the main thread: an animated SVG part repaints the whole drawing on every frame, and on a phone
 * that kept the careers page's main thread busy through its load.
 */
export function CareersGlobe() {
  const { t } = useTranslation(['careers', 'company']);
  const figure = useRunningOnScreen<HTMLElement>();
  // At this zoom a 2° chord strays 0.2 px from the circle: invisible, and half the inlined path.
  const lines = useMemo(() => graticule(VIEW, 2, FRAME, 2), []);
  const points = OFFICES.map((office) => ({ ...office, p: project(VIEW, ...office.at)! }));
  const pairs = [[OFFICES[1].at, OFFICES[0].at], [OFFICES[1].at, OFFICES[2].at], [OFFICES[2].at, OFFICES[0].at]] as const;
  const routes = pairs.map(([from, to]) => arc(VIEW, from, to));
  // The light moves in straight steps between the stops, close enough to the curve at this size.
  const lights = pairs.map(([from, to]) =>
    Object.fromEntries(arcPoints(VIEW, from, to, LIGHT_STOPS).flatMap((point, k) => [[`--x${k}`, share(point.x)], [`--y${k}`, share(point.y)]])) as CSSProperties,
  );
  return (
    <figure ref={figure} className={styles.globe} data-running="false">
      <svg viewBox="0 0 480 480" role="img" aria-label={t('globe')}>
        <defs>
          <radialGradient id="globe-glow" cx="50%" cy="40%" r="60%">
            <stop offset="0" stopColor="#3B5BFD" stopOpacity="0.45" />
            <stop offset="1" stopColor="#0B1020" stopOpacity="0" />
          </radialGradient>
          <clipPath id="globe-frame">
            <rect width="480" height="480" rx="32" />
          </clipPath>
        </defs>
        <g clipPath="url(#globe-frame)">
          <rect width="480" height="480" fill="#0B1020" />
          <circle cx={VIEW.cx} cy={VIEW.cy} r={VIEW.radius} fill="url(#globe-glow)" />
          <path d={lines} fill="none" stroke="#E8ECF5" strokeOpacity="0.14" strokeWidth="1" />
          {routes.map((d, k) => (
            <path key={k} d={d} fill="none" stroke="#14C8B0" strokeWidth="1.6" strokeDasharray="4 6" />
          ))}
          {points.map(({ key, p, label }) => (
            <g key={key} data-office={key}>
              <circle cx={p.x} cy={p.y} r="14" fill="#14C8B0" fillOpacity="0.18" />
              <circle cx={p.x} cy={p.y} r="5" fill="#14C8B0" />
              <text x={p.x + label.dx} y={p.y + label.dy} textAnchor={label.anchor} fill="#FFFFFF" fontSize="15" fontWeight="600">
                {t(`company:culture.offices.${key}.name`)}
              </text>
            </g>
          ))}
        </g>
      </svg>
      {points.map(({ key, p }) => (
        <span key={key} className={styles.pulse} style={{ left: share(p.x), top: share(p.y) }} aria-hidden="true" />
      ))}
      {lights.map((style, k) => (
        <span key={k} className={styles.light} style={{ ...style, animationDelay: `${-k}s` }} aria-hidden="true" />
      ))}
    </figure>
  );
}
