/**
 * The layer rules of DESIGN.md section 1, checked by `npm run depcheck` (part of `npm test`).
 *
 *   core/      -> core/, effect, valibot, @formatjs (intl, the ICU AST)         (no Node builtins, nothing else of ours)
 *   machines/  -> machines/, core/, xstate
 *   adapters/  -> core/ and the platform it adapts; never machines/ or ui/, never a sibling adapter
 *                 (but adapters/zxcvbn, the platform-free password scorer, serves the server and the browser)
 *   adapters/node -> core/, Node builtins and valibot only (embedders' Node programs: no server packages)
 *   ui/        -> ui/, core/, machines/, React-family libraries; adapters/browser only from ui/main.tsx,
 *                 adapters/zxcvbn only from ui/main.tsx and only by dynamic import (a lazy chunk)
 *   test/      -> anything
 *
 * Inside adapters/server/, a domain's routes (routes.ts, *Routes.ts) never import db/: SQL lives in its stores.
 *
 * Inside core/, each domain folder (DOMAINS) is reached from outside it only through its index.ts, statically or by
 * dynamic import; shared folders (api, ports, i18n, env, storage, text, password) have no such rule.
 *
 * Inside ui/, the shell (ui/shell/) imports no feature, and each feature folder (ui/features/<name>/) is reached from
 * outside it only through its index.ts; ui/router.tsx and ui/main.tsx may also reach a feature's lazy modules (pages,
 * loaders) by dynamic import, straight from their files, so code splitting is what it was.
 *
 * Paths to packages are matched with `(^|/)node_modules/` so the rules hold when the tree is cruised
 * from another base directory (test/architecture/dependencies.test.ts does that with a fixture tree).
 */

const npm = (names) => `(^|/)node_modules/(${names.join('|')})/`

const CORE_PACKAGES = ['effect', 'valibot', '@formatjs/intl']
/** The domain folders of core/ (docs/architecture.md, "A domain in core/"): a new domain adds its name here. */
const DOMAINS = ['search', 'session', 'identity', 'accounts', 'savedJobs', 'claims', 'apply', 'interview', 'alerts', 'searches', 'profile', 'recommendations', 'toasts', 'diagnostics', 'pros', 'content', 'hire', 'consulting']
const MACHINE_PACKAGES = ['xstate']
/** Packages that only make sense on the server (or at build time): never in code that runs in a browser. */
const SERVER_PACKAGES = ['hono', '@hono/[^/]+', 'pg', 'pg-[^/]+', '@electric-sql/[^/]+', 'ws', 'zipcodes', 'vite', 'tsx', 'jose', '@node-rs/[^/]+', 'nodemailer', 'arctic', '@oslojs/[^/]+', 'marked', 'sanitize-html']

const UI_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  '@tanstack/[^/]+',
  '@xstate/react',
  'xstate',
  '@formatjs/[^/]+',
  // the core's own libraries, so ui/ can use the core's schemas and effects directly
  'effect',
  'valibot',
]

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core-and-its-libraries',
      comment: 'core/ is framework-free: it may import core/, effect, valibot and @formatjs/intl only (no Node builtins).',
      severity: 'error',
      from: { path: '^core/' },
      to: { pathNot: [`^core/`, npm(CORE_PACKAGES)] },
    },
    {
      name: 'machines-import-only-core-machines-and-xstate',
      comment: 'machines/ may import core/, machines/ and xstate only: no React, DOM, Node or adapters.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { pathNot: ['^machines/', '^core/', npm(MACHINE_PACKAGES)] },
    },
    {
      name: 'adapters-never-import-machines-or-ui',
      comment: 'Adapters plug ports of core/; they know nothing of machines/ or ui/ (nor of test/).',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: ['^machines/', '^ui/', '^test/'] },
    },
    {
      name: 'adapters-do-not-import-each-other',
      comment: 'adapters/browser, adapters/memory and adapters/server are independent: swapping one needs no change in another.',
      severity: 'error',
      from: { path: '^adapters/([^/]+)/' },
      to: { path: '^adapters/', pathNot: ['^adapters/$1/', '^adapters/zxcvbn/'] },
    },
    {
      name: 'the-password-scorer-adapter-is-platform-free',
      comment: 'adapters/zxcvbn runs in the browser and on the server: it may import core/ and zxcvbn-ts only.',
      severity: 'error',
      from: { path: '^adapters/zxcvbn/' },
      to: { pathNot: ['^adapters/zxcvbn/', '^core/', npm(['@zxcvbn-ts/[^/]+', 'fastest-levenshtein'])] },
    },
    {
      name: 'the-password-scorer-loads-lazily-in-the-browser',
      comment: 'ui/ reaches adapters/zxcvbn only by dynamic import: its dictionaries (hundreds of KB) stay out of the first screen.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^adapters/zxcvbn/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'browser-and-memory-adapters-use-no-node-builtins',
      comment: 'adapters/browser and adapters/memory run in the browser (the state explorer uses memory): no Node builtins.',
      severity: 'error',
      from: { path: '^adapters/(browser|memory)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-and-memory-adapters-use-no-server-packages',
      comment: 'adapters/browser and adapters/memory run in the browser: no server or build-time packages.',
      severity: 'error',
      from: { path: '^adapters/(browser|memory)/' },
      to: { path: npm(SERVER_PACKAGES) },
    },
    {
      name: 'node-adapters-use-only-core-node-builtins-and-valibot',
      comment: 'adapters/node is what embedders run in their own Node programs: core/, Node builtins and valibot, nothing else.',
      severity: 'error',
      from: { path: '^adapters/node/' },
      to: { pathNot: ['^adapters/node/', '^core/', npm(['valibot'])], dependencyTypesNot: ['core'] },
    },
    {
      name: 'ui-imports-only-core-machines-ui-and-react-libraries',
      comment: 'ui/ may import ui/, core/, machines/ and React-family libraries; adapters only through the composition root.',
      severity: 'error',
      from: { path: '^ui/' },
      // unresolvable imports are reported once, by no-unresolvable; vite virtual modules are the build's own
      to: {
        couldNotResolve: false,
        pathNot: ['^ui/', '^core/', '^machines/', '^adapters/browser/', '^adapters/zxcvbn/', '^virtual:', npm(UI_PACKAGES), npm(['@statelyai/inspect']), npm(['leaflet'])],
      },
    },
    {
      name: 'only-the-debug-map-imports-the-map-library',
      comment: 'Leaflet (the debug panel\'s map) is imported by ui/features/devtools/TestMap.tsx alone (docs/decisions.md, "Developer tools").',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/features/devtools/TestMap\\.tsx$' },
      to: { path: npm(['leaflet']) },
    },
    {
      name: 'the-debug-panel-and-map-load-only-on-demand',
      comment: 'The developer tools, their panel and its map load by dynamic import only (developer mode, spec section 6): never with the first screen.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^ui/features/devtools/(mountDevTools|DebugPanel|TestMap)\\.tsx$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'the-dev-inspector-loads-only-on-demand',
      comment:
        'The Stately inspector (@statelyai/inspect, `?inspect` in development) is imported only by ui/devInspect.ts and only ' +
        'by dynamic import, which ui/main.tsx reaches in development only: the production bundle never carries it.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: npm(['@statelyai/[^/]+']), dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'only-dev-inspect-imports-the-dev-inspector',
      comment: 'Only ui/devInspect.ts imports the Stately inspector.',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/devInspect\\.ts$' },
      to: { path: npm(['@statelyai/[^/]+']) },
    },
    {
      name: 'only-the-composition-root-imports-browser-adapters',
      comment: 'ui/main.tsx is the composition root: the only ui/ file that hands browser adapters to machines.',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/main\\.tsx$' },
      to: { path: '^adapters/(browser|zxcvbn)/' },
    },
    {
      name: 'core-domains-are-reached-through-their-index',
      comment:
        'A domain of core/ (core/search, core/session, core/identity, core/accounts) is imported from outside its folder only ' +
        'through its index.ts, its public face; its other files are its own business (tests aside).',
      severity: 'error',
      // $1 is the top folder (core/'s subfolder for core files), so a domain's own files may import each other
      from: { path: '^(?:core/)?([^/]+)/', pathNot: '^test/' },
      to: { path: `^core/(${DOMAINS.join('|')})/`, pathNot: ['^core/$1/', `^core/(${DOMAINS.join('|')})/index\\.ts$`] },
    },
    {
      name: 'ui-shell-imports-no-feature',
      comment:
        'ui/shell/ is the frame every page sits in (header, footer, layout, page meta, theme, toasts): it imports no ' +
        "feature. A feature's piece of the frame (the header's account entry, the leave dialog's host) is a slot of the " +
        'layout, filled by ui/router.tsx, which composes the root route from the shell and the features.',
      severity: 'error',
      from: { path: '^ui/shell/' },
      to: { path: '^ui/features/' },
    },
    {
      name: 'ui-features-reach-each-other-through-their-index',
      comment:
        'A feature (ui/features/<name>/) is imported from outside its folder only through its index.ts, its public face ' +
        '(route pieces, hooks); its other files are its own business. The one exception is the next rule: the ' +
        "composition (ui/router.tsx, ui/main.tsx) may dynamically import a feature's lazy module (a page, a loader) from " +
        'its own file, so that module stays its own chunk.',
      severity: 'error',
      // $1 is the top folder under ui/ (features/'s subfolder for feature files), so a feature's files may import each other
      from: { path: '^ui/(?:features/)?([^/]+)', pathNot: ['^ui/(router|main)\\.tsx$'] },
      to: { path: '^ui/features/[^/]+/', pathNot: ['^ui/features/$1/', '^ui/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'ui-features-reach-each-other-through-their-index',
      comment:
        "ui/router.tsx and ui/main.tsx reach a feature's other files by dynamic import() only (lazy pages and loaders, " +
        'each its own chunk, kept off the first screen); a static import goes through the index.',
      severity: 'error',
      from: { path: '^ui/(router|main)\\.tsx$' },
      to: { path: '^ui/features/[^/]+/', pathNot: ['^ui/features/[^/]+/index\\.ts$'], dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'server-routes-never-reach-the-database',
      comment:
        "A server domain's routes.ts (and any *Routes.ts) is HTTP only: parse, call the domain, answer. It never imports " +
        'adapters/server/db/ (not even the Db type): SQL lives in the stores (adapters/server/README.md; the SQL scan in ' +
        'test/architecture/serverSql.test.ts checks the rest).',
      severity: 'error',
      from: { path: '^adapters/server/.*(/routes|Routes)\\.ts$' },
      to: { path: '^adapters/server/db/' },
    },
    {
      name: 'nothing-imports-the-explorer',
      comment: 'The state explorer (explorer/) is a tool over the app, never part of it: only its own files and tests import it.',
      severity: 'error',
      from: { path: '^(core|machines|adapters|ui)/' },
      to: { path: '^explorer/' },
    },
    {
      name: 'production-code-never-imports-tests',
      comment: 'Nothing outside test/ imports test code.',
      severity: 'error',
      from: { path: '^(core|machines|adapters|ui)/' },
      to: { path: '^test/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles anywhere (core, machines, ui, adapters, test): they make load order and layering unclear. ' +
        'Cycles through `import type` count too: erased at build, they still tie two modules into one (a shared type belongs in a module of its own).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every import resolves to a file or package (vite virtual modules aside).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // node_modules is not excluded (that would hide every package import from the rules), only not followed
    exclude: { path: '^(dist|dist-explorer|dist-server|data|\\.bench|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // hireflow-source: the package's own entry points resolve to their sources, as in tsconfig and vitest
      conditionNames: ['hireflow-source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
}
