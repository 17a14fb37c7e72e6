import { describe, expect, it } from 'vitest';
import { failureLines, failureReason, hasStack, isNoise, isNote } from './step-output';

describe('step output', () => {
  it('treats chunk listings, phase lines and known advice as noise', () => {
    expect(isNoise('../../tmp/out/static/i18n/d87ee612db/en-embed.json          0.24 kB │ gzip:  0.19 kB')).toBe(true);
    expect(isNoise('dist/download/brand/8bc8/quorvia-logo.png                    39.36 kB')).toBe(true);
    expect(isNoise('✓ built in 15.29s')).toBe(true);
    expect(isNoise('[vite-react-ssg] Build for client...')).toBe(true);
    expect(isNoise('\u001b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \u001b[0msrc/lib/head/page-head-input.ts is dynamically imported by x')).toBe(true);
    expect(isNoise("(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`")).toBe(true);
    expect(isNoise('[brand] BRAND_PASSWORD is not set: the gated brand pages use the development password.')).toBe(false);
  });

  it('keeps other warnings as notes, but not the content warnings the summary repeats', () => {
    expect(isNote('[brand] BRAND_PASSWORD is not set')).toBe(true);
    expect(isNote('\u001b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \u001b[0msrc/features/x.ts is dynamically imported by y')).toBe(true);
    expect(isNote('[content] warning: posts/blog.json at [7]: entry has no id; skipped')).toBe(false);
    expect(isNote('    at file:///x.js:1:1')).toBe(false);
  });

  const rolldown = [
    'error during build:',
    'RolldownError: [plugin quorvia:content] Content has 1 problem:',
    '  - posts/blog.json at [2].date: must be a date written like 2025-03-14 (got "31/12/2025")',
    'Run npm run validate after fixing them.',
    '    at aggregateBindingErrorsIntoJsError (file:///work/node_modules/rolldown/dist/shared/error.mjs:48:18)',
    '    at unwrapBindingResult (file:///work/node_modules/rolldown/dist/shared/error.mjs:18:128)',
    '    at #build (file:///work/node_modules/rolldown/dist/shared/rolldown-build.mjs:3310:34)',
    '    at async buildEnvironment (file:///work/node_modules/vite/dist/node/chunks/node.js:32914:64)',
    '  code: "PLUGIN_ERROR",',
    '  plugin: "quorvia:content",',
    'Node.js v22.12.0',
  ];

  it("keeps the editor's lines of a wrapped error and drops the wrapper and its stack", () => {
    expect(failureLines(rolldown)).toEqual([
      'Content has 1 problem:',
      '  - posts/blog.json at [2].date: must be a date written like 2025-03-14 (got "31/12/2025")',
      'Run npm run validate after fixing them.',
    ]);
  });

  it('keeps the stack with DEBUG=1, for a crash in the build itself', () => {
    const lines = failureLines(rolldown, { debug: true });
    expect(lines).toContain('RolldownError: [plugin quorvia:content] Content has 1 problem:');
    expect(lines.filter((l) => l.startsWith('    at '))).toHaveLength(4);
  });

  it("gives the failure's first line as the reason", () => {
    expect(failureReason(failureLines(rolldown), 'exit 1')).toBe('Content has 1 problem');
    expect(failureReason([], 'the step exited with code 1')).toBe('the step exited with code 1');
  });
});

describe('an uncaught error', () => {
  const crash = [
    'file:///work/scripts/build/postbuild.ts:78',
    "if (process.env.X === 'finishing') throw new Error('planted failure');",
    '                                         ^',
    '',
    'Error: planted failure',
    '    at file:///work/scripts/build/postbuild.ts:78:49',
    '',
    'Node.js v22.12.0',
  ];

  it('shows its message without the line of code and the stack', () => {
    expect(failureLines(crash)).toEqual(['planted failure']);
    expect(hasStack(crash)).toBe(true);
  });
});

describe('a failed bundle', () => {
  const vite = [
    '✗ Build failed in 1.32s',
    'node:internal/modules/run_main:123',
    '    triggerUncaughtException(',
    '    ^',
    '',
    'Build failed with 1 error:',
    '',
    '[plugin quorvia:environment-pdf]',
    'Error: /tmp/loc/fr/careers.json: not valid JSON (Expected double-quoted property name in JSON at position 26)',
    '    at readLocaleFolder (file:///work/node_modules/.vite-temp/vite.config.ts.timestamp-1-2.mjs:25:10)',
    '    at async file:///work/scripts/build/prerender/run-prerender.mjs:29:3 {',
    '  errors: [Getter/Setter]',
    '}',
    '',
    'Node.js v20.20.2',
  ];

  it("shows the plugin's message alone", () => {
    expect(failureLines(vite)).toEqual(['/tmp/loc/fr/careers.json: not valid JSON (Expected double-quoted property name in JSON at position 26)']);
  });
});
