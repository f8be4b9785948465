// Import cycles, type-only imports included, and _shared's loose modules that no function imports:
// run by `npm run lint` over every folder of code, proven by tests/unit/lint/import-cycles.test.ts and
// tests/unit/lint/shared-for-functions.test.ts.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'two modules import each other, perhaps through others or only for types',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-only-for-functions',
      severity: 'error',
      comment:
        "a module in _shared that no function imports: the app's alone goes in src/, the app's and the server's in common/",
      from: { path: '^supabase/functions/[^_/][^/]*/index\\.ts$' },
      to: {
        path: '^supabase/functions/_shared/[^/]+\\.ts$',
        pathNot: '\\.d\\.ts$',
        reachable: false,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.tmp|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
