/**
 * Small drawn views of the three office cities, in the art direction's night language: night
 * ground, faint contour lines, the skyline as a raised silhouette traced in blue, and one teal
 * signal where the office is. Drawn in code (no photos of places we do not have), decorative.
 */
export type OfficeKey = 'luxembourg' | 'london' | 'paris';

const BASE = 172;

/** Each skyline is one closed silhouette on the baseline, 400 units wide. */
const SKYLINES: Record<OfficeKey, { path: string; signal: [number, number] }> = {
  // The Adolphe Bridge's great arch over the Pétrusse valley, the old town and the cathedral spires.
  luxembourg: {
    path: `M0 ${BASE}V138H18V126H40V112L46 104L52 112V126H70V132H84A52 52 0 0 1 188 132H196V126H206V132H214V118H232V108H246V92L252 74L258 92V108H268V100L274 84L280 100V108H292V96L298 80L304 96V112H318V124H340V116H360V130H380V122H400V${BASE}Z
      M96 ${BASE}V150A40 40 0 0 1 176 150V${BASE}Z`,
    signal: [274, 84],
  },
  // Elizabeth Tower and Westminster, then the City: the Gherkin and the Shard.
  london: {
    path: `M0 ${BASE}V140H20V130H36V98H40V78L44 62L48 78V98H52V130H90V122H110V134H150V112H170V124H190V104H204V96H218V128H236V90C236 70 262 70 262 90V128H276V24L304 128H318V116H338V100H358V118H380V132H400V${BASE}Z`,
    signal: [249, 78],
  },
  // Haussmann roofs, the Sacré-Cœur on its hill and the Eiffel Tower.
  paris: {
    path: `M0 ${BASE}V132L10 124H40L50 132V120L60 112H96L106 120V110C106 92 138 92 138 110V104L142 96L146 104V120H160L170 128V118L180 110H214L224 118V136H244L268 136L280 84L283 54L285 20L287 54L290 84L302 136H326V126L336 118H368L378 126V138H400V${BASE}Z`,
    signal: [180, 110],
  },
};

/** Contour lines across the ground, shifted per city so the three cards do not repeat. */
function contours(seed: number): string[] {
  return [0, 1, 2, 3, 4].map((k) => {
    const y = 28 + k * 26 + seed * 4;
    const a = 10 + ((seed + k) % 3) * 6;
    return `M-10 ${y}C90 ${y - a} 150 ${y + a} 220 ${y}S350 ${y - a} 410 ${y + 4}`;
  });
}

export function OfficeArt({ office }: { office: OfficeKey }) {
  const { path, signal } = SKYLINES[office];
  const seed = office === 'luxembourg' ? 0 : office === 'london' ? 1 : 2;
  const [sx, sy] = signal;
  return (
    <svg viewBox="0 0 400 200" width="400" height="200" aria-hidden="true" focusable="false" data-office-art={office} preserveAspectRatio="xMidYMid slice">
      <rect width="400" height="200" fill="#0B1020" />
      <g fill="none" stroke="#1D2641" strokeWidth="1.2">
        {contours(seed).map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g fill="#3B5BFD" opacity="0.35">
        {Array.from({ length: 10 }, (_, k) => (
          <circle key={k} cx={20 + k * 40} cy={16} r="1.2" />
        ))}
      </g>
      <path d={path} fill="#131A2E" stroke="#3B5BFD" strokeWidth="1.6" strokeLinejoin="round" fillRule="evenodd" />
      <path d={`M0 ${BASE}H400`} stroke="#3B5BFD" strokeWidth="1.6" />
      <g fill="#2A44D8" opacity="0.55">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((k) => (
          <rect key={k} x={14 + k * 50} y={BASE + 10 + (k % 2) * 6} width="22" height="2" rx="1" />
        ))}
      </g>
      <circle cx={sx} cy={sy} r="16" fill="none" stroke="#14C8B0" strokeOpacity="0.25" strokeWidth="1.5" />
      <circle cx={sx} cy={sy} r="9" fill="none" stroke="#14C8B0" strokeOpacity="0.6" strokeWidth="1.5" />
      <circle cx={sx} cy={sy} r="4" fill="#14C8B0" />
    </svg>
  );
}
