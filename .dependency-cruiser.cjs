/**
 * The import rules `npm run lint` holds the code to (issue 49.3): no circle of imports, and no
 * import from a lower floor up (contract ← server, app ← scripts, tests). docs/ARCHITECTURE.md
 * names the floors.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports: move what both sides need into a module both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'contract/ is shared by the server and the browser: it imports neither.',
      from: { path: '^contract/' },
      to: { path: '^(server|app|scripts|tests|bench)/' },
    },
    {
      name: 'no-import-from-scripts',
      severity: 'error',
      comment: 'The commands (scripts/) are built on the server and the app, never the other way.',
      from: { path: '^(server|app|contract)/' },
      to: { path: '^(scripts|tests|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|build|releases|coverage|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
