// The shape of the code, checked by `npm run check` (dependency-cruiser): what may import what.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'No import cycles, type-only imports included: a cycle means two files are one concern, or a third is missing.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      severity: 'error',
      comment:
        'packages/core runs in the browser and the server alike: no Node built-ins, no server or web code, and of the npm packages only zod and htmlparser2 (vitest in its tests).',
      from: { path: '^packages/core/src' },
      to: {
        pathNot: ['^packages/core/src', '^node_modules/(zod|htmlparser2)/', '^node_modules/vitest/'],
      },
    },
    {
      name: 'core-tests-only-vitest',
      severity: 'error',
      from: { path: '^packages/core/src', pathNot: '\\.test\\.ts$' },
      to: { path: '^node_modules/vitest/' },
    },
    {
      name: 'core-no-node-builtins',
      severity: 'error',
      from: { path: '^packages/core/src' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^packages/web' },
      to: { path: '^packages/server' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^packages/server/src' },
      to: { path: '^packages/web/src' },
    },
    {
      name: 'no-other-modules-routes',
      severity: 'error',
      comment: "A module never imports another module's routes: what they share belongs in a service.",
      from: { path: '^packages/server/src/modules/([^/]+)/' },
      to: {
        path: '^packages/server/src/modules/[^/]+/.+\\.routes\\.ts$',
        pathNot: '^packages/server/src/modules/$1/',
      },
    },
    {
      name: 'services-and-stores-never-import-routes',
      severity: 'error',
      comment: 'Routes call services, never the other way round.',
      from: { path: '\\.(service|store)\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'only-services-and-stores-touch-the-database',
      severity: 'error',
      comment:
        'Routes are thin (schema, call, reply): they call services; SQL is written in stores (and db/), transactions are opened by services.',
      from: { path: '^packages/server/src/modules/.+\\.routes\\.ts$' },
      to: {
        path: [
          '^node_modules/kysely/',
          '^packages/server/src/db/(sql|precompiled)\\.ts$',
          '^packages/server/src/modules/.+\\.store\\.ts$',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    exclude: { path: ['^packages/[^/]+/dist/', '^packages/web/public/'] },
  },
};
