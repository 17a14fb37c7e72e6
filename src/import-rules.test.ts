import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/**
 * The import rules of .dependency-cruiser.cjs: no circle under src/, no feature importing another.
 * The same rules run on a planted tree too, so a rule that could never fail fails this test.
 */
const ROOT = resolve(import.meta.dirname, '..');

async function cruiseTree(root: string): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(join(root, 'tsconfig.json'));
  const cwd = process.cwd();
  // dependency-cruiser reads paths relative to the working folder, as its command line does.
  process.chdir(root);
  try {
    const { output } = await cruise(['src'], options, {}, { tsConfig });
    return output as ICruiseResult;
  } finally {
    process.chdir(cwd);
  }
}

const broken = (result: ICruiseResult) => result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);

describe('import rules', () => {
  it('hold for src/: no circle, no feature importing another', async () => {
    const result = await cruiseTree(ROOT);
    expect(broken(result)).toEqual([]);
    // The cruise saw the real graph (tsconfig paths and all), not a tree it failed to read.
    expect(result.summary.totalCruised).toBeGreaterThan(300);
    const breadcrumb = result.modules.find((m) => m.source === 'src/components/breadcrumb/breadcrumb.tsx');
    expect(breadcrumb?.dependencies.map((d) => d.resolved)).toContain('src/routes/match-page-route.ts');
    expect(result.modules.flatMap((m) => m.dependencies).filter((d) => d.couldNotResolve && d.module.startsWith('.'))).toEqual([]);
  });

  describe('on a planted tree', () => {
    const planted = mkdtempSync(join(tmpdir(), 'import-rules-'));
    afterAll(() => rmSync(planted, { recursive: true, force: true }));
    const plant = (files: Record<string, string>) => {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(planted, file)), { recursive: true });
        writeFileSync(join(planted, file), text);
      }
    };
    plant({
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx' } }),
      // The circle this rule was made for: a component reads the route table, which loads the page.
      'src/components/crumb.tsx': "import { ROUTES } from '../routes/table';\nexport const Crumb = () => ROUTES.length;\n",
      'src/routes/table.ts': "import { Page } from '../pages/page';\nexport const ROUTES = [Page];\n",
      'src/pages/page.tsx': "import { Crumb } from '../components/crumb';\nexport const Page = Crumb;\n",
      // A circle of types alone.
      'src/lib/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'src/lib/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
      // A feature reaching into another one, beside an import inside its own feature.
      'src/features/one/view.tsx': "import { part } from '../two/part';\nimport { own } from './own';\nexport const view = [part, own];\n",
      'src/features/one/own.ts': 'export const own = 1;\n',
      'src/features/two/part.ts': 'export const part = 2;\n',
    });

    it('fails on a circle, through pages or of types alone', async () => {
      // One violation per circle, named by the file it was found from.
      const found = broken(await cruiseTree(planted)).filter((line) => line.startsWith('no-circular'));
      expect(found).toHaveLength(2);
      expect(found).toContainEqual(expect.stringMatching(/^no-circular: src\/(components|routes|pages)\/\w+\.tsx? -> /));
      expect(found).toContainEqual(expect.stringMatching(/^no-circular: src\/lib\/[ab]\.ts -> src\/lib\/[ab]\.ts$/));
    });

    it('fails on a feature importing another, not on one importing itself', async () => {
      const found = broken(await cruiseTree(planted)).filter((line) => line.startsWith('no-cross-feature'));
      expect(found).toEqual(['no-cross-feature: src/features/one/view.tsx -> src/features/two/part.ts']);
    });
  });
});
