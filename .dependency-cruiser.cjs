/**
 * Import rules checked by `npm run check:imports` (part of `npm test`).
 * - No import circle anywhere: a circle makes module order matter at start-up and ties modules that should be able
 *   to change apart.
 * - A web feature (`web/src/features/<area>/`) is entered through its `index.ts` only, so an area can rearrange its
 *   inside without touching another. The router, layouts and entry points (`app/`, `first-screen/`, `login-page/`)
 *   compose the pages and may name them directly, which keeps every page its own lazy chunk; tests and their
 *   fixtures may reach in too. `lib/` and `ui/` sit below the features and import none of them.
 * - A server module (`server/src/modules/<module>/`) reaches another one's tables only through what that module
 *   offers: its service, injected in the factory and wired in `server/src/services.ts`, or its port
 *   (`<module>.port.ts`, the queries it lets others run); row types come from its `<module>.types.ts`. Never
 *   through another module's `*.repo.ts`, so each module alone writes its tables and can change its queries.
 *   Tests may reach in to set up and inspect.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in a circle: move what both need to a third module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-through-its-index',
      severity: 'error',
      comment: "Another area's internals: import what it exports from its index.ts (add the export there).",
      from: { path: '^web/src/(?:features/([^/]+)|trainers)/', pathNot: '\\.(?:test|fixtures|harness)\\.tsx?$' },
      to: { path: '^web/src/features/', pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'lib-and-ui-below-features',
      severity: 'error',
      comment: 'lib/ and ui/ are shared by every area: what they need from an area belongs in lib/ or ui/ instead.',
      from: { path: '^web/src/(?:lib|ui)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/src/(?:features|app|trainers)/' },
    },
    {
      name: 'module-through-its-service',
      severity: 'error',
      comment:
        "Another module's repo: use its service or its port (<module>.port.ts), its row types from <module>.types.ts.",
      from: { path: '^server/src/modules/([^/]+)/', pathNot: ['\\.test\\.ts$', '^server/src/test/'] },
      to: { path: '^server/src/modules/[^/]+/[^/]+\\.repo\\.ts$', pathNot: '^server/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
