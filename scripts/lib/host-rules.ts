/**
 * Reads the _redirects and _headers files the build writes, with the subset of the CDN syntax we
 * use, so the local server (and its tests) behave like the host.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export interface HeaderRule {
  pattern: string;
  set: Record<string, string>;
  detach: string[];
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

function matchPattern(pattern: string, path: string): string | null {
  // As on Cloudflare (`^/x/(?<splat>.*)$`): /x/* does not match /x itself, which needs a rule of its own.
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path.startsWith(`${base}/`) ? path.slice(base.length + 1) : null;
  }
  return pattern === path ? '' : null;
}

/** First matching rule, with :splat filled in. */
export function applyRedirects(rules: readonly RedirectRule[], path: string): { to: string; status: number } | null {
  for (const rule of rules) {
    const splat = matchPattern(rule.from, path);
    if (splat !== null) return { to: rule.to.replace(':splat', splat), status: rule.status };
  }
  return null;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), set: {}, detach: [] };
      rules.push(current);
      continue;
    }
    const line = raw.trim();
    if (!current) continue;
    if (line.startsWith('!')) current.detach.push(line.slice(1).trim().toLowerCase());
    else {
      const index = line.indexOf(':');
      current.set[line.slice(0, index).trim()] = line.slice(index + 1).trim();
    }
  }
  return rules;
}

/** Headers for a path: every matching rule in order; a later rule's "! Name" drops earlier values. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (matchPattern(rule.pattern, path) === null) continue;
    for (const name of rule.detach) {
      for (const key of Object.keys(out)) if (key.toLowerCase() === name) delete out[key];
    }
    Object.assign(out, rule.set);
  }
  return out;
}
