/**
 * The import rules `npm test` holds the whole tree to (`npm run check:imports`). ESLint's module-boundary rule judges
 * imports between Nx projects by their tags; these rules see what it cannot: cycles between files anywhere, and the
 * layers inside the API, which is one Nx project. tools/boundary-fixture proves each rule fails on a planted breach.
 */

/** The API's infrastructure: folders of apps/api/src that serve every domain module and know none of them. */
const API_INFRASTRUCTURE = '^apps/api/src/(db|http|changes|storage|mail|metrics)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      comment: 'Two files that import each other (directly or around a circle) cannot be read, tested or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-api-folder-cycle',
      comment:
        'Folders of the API import in one direction only, so each module can be understood from the ones below it. ' +
        'Move the shared piece down, or pass it in from buildApp.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
    {
      name: 'api-infrastructure-below-modules',
      comment: 'Infrastructure (database, HTTP plumbing, change feed, storage, mail) never imports a domain module.',
      severity: 'error',
      from: { path: API_INFRASTRUCTURE },
      to: { path: '^apps/api/src/modules/' },
    },
  ],
  options: {
    // Tests, stories and e2e specs are leaves (nothing imports them), so they cannot close a cycle; leaving them out
    // keeps a test's helpers from counting as an arrow between folders.
    exclude: {
      path: [
        '(^|/)node_modules/',
        '(^|/)(dist|build|storybook-static|test-results|playwright-report|\\.react-router|\\.nx)/',
        '\\.(test|spec|stories)\\.tsx?$',
        '\\.d\\.ts$',
        '^tools/boundary-fixture/fixture/',
      ],
    },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle through types still ties the files together for a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: {
      dot: {
        // The picture in docs/api-imports.svg (`npm run graph:api`): one box per folder, importers above what they
        // import, so infrastructure sits at the bottom and every arrow points down.
        collapsePattern: '^apps/api/src/(modules/[^/]+|[^/]+)/',
        theme: {
          graph: { rankdir: 'TB', splines: 'true', ranksep: '0.6' },
          modules: [
            {
              criteria: { source: '^apps/api/src/(db|http|changes|storage|mail|metrics)/' },
              attributes: { fillcolor: '#dbeafe' },
            },
          ],
        },
      },
    },
  },
};
