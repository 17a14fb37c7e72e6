/**
 * Time spent inside React's server renderer, read from a V8 CPU profile (`node --cpu-prof`) of
 * the prerender process: every sample whose stack holds a react-dom-server frame counts, which
 * includes the site's components as React calls them and nothing else (routing, loaders, head
 * tags, writing files).
 */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { url: string }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

const REACT_SERVER = /react-dom[/\\](cjs[/\\])?react-dom-server/;

/** Microseconds of samples under React's server renderer, and of all samples. */
export function reactRenderTime(profile: CpuProfile): { reactMicros: number; totalMicros: number } {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const urls = new Map(profile.nodes.map((node) => [node.id, node.callFrame.url]));
  const underReact = new Map<number, boolean>();
  const isUnderReact = (id: number): boolean => {
    const known = underReact.get(id);
    if (known !== undefined) return known;
    const up = parent.get(id);
    const result = REACT_SERVER.test(urls.get(id) ?? '') || (up !== undefined && isUnderReact(up));
    underReact.set(id, result);
    return result;
  };
  let reactMicros = 0;
  let totalMicros = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    totalMicros += delta;
    if (isUnderReact(id)) reactMicros += delta;
  });
  return { reactMicros, totalMicros };
}
