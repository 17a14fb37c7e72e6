/**
 * Import rules of src/, checked by src/import-rules.test.ts (and by hand: `npm run deps`).
 * - No circle: a file never imports, through any chain, a file that imports it (type imports
 *   count: they tie the files together all the same, and a circle of types soon carries values).
 * - Features are apart: a page puts features together; a file of one feature imports nothing of
 *   another. What two features share belongs in src/components (parts of pages) or src/lib.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'This file imports itself through the chain shown. Move what both ends need into a file that imports neither.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-cross-feature',
      comment: 'A feature imports another feature. Move the shared piece to src/components or src/lib, or put the two together in the page.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests import across the tree on purpose; the rules are about the site's own code.
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'] },
  },
};
