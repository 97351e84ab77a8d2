import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createIntl } from '@formatjs/intl'
import react from '@vitejs/plugin-react'
import { defineConfig, runnerImport, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import type { precompressDirectory } from './adapters/server/http/precompress'
import type { Catalogue } from './core/i18n/en-US'
import { compileMessage } from './scripts/compileMessage'
import type { isDeferredMessage } from './ui/i18n/messageSplit'

const CATALOGUE_FILE = fileURLToPath(new URL('./core/i18n/en-US.ts', import.meta.url))
const CATALOGUE_DIR = fileURLToPath(new URL('./core/i18n/', import.meta.url))
const SPLIT_FILE = fileURLToPath(new URL('./ui/i18n/messageSplit.ts', import.meta.url))
const PRECOMPRESS_FILE = fileURLToPath(new URL('./adapters/server/http/precompress.ts', import.meta.url))
const MESSAGES_MODULE = 'virtual:hireflow/messages'
const DEFERRED_MESSAGES_MODULE = 'virtual:hireflow/messages/deferred'
const RESOLVED = new Map([
  [MESSAGES_MODULE, `\0${MESSAGES_MODULE}`],
  [DEFERRED_MESSAGES_MODULE, `\0${DEFERRED_MESSAGES_MODULE}`],
])

async function loadCatalogue(): Promise<{ catalogue: Catalogue; files: string[] }> {
  const { module, dependencies } = await runnerImport<{ enUS: Catalogue }>(CATALOGUE_FILE)
  return { catalogue: module.enUS, files: [CATALOGUE_FILE, ...dependencies] }
}

/** Which messages load later (ui/i18n/messageSplit.ts), read as the catalogue is: the config imports no app file. */
async function loadSplit(): Promise<typeof isDeferredMessage> {
  const { module } = await runnerImport<{ isDeferredMessage: typeof isDeferredMessage }>(SPLIT_FILE)
  return module.isDeferredMessage
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Compiles the message catalogue (core/i18n/en-US.ts) at build time (scripts/compileMessage.ts: plain text for a
 * message that is only text, most of them, else the compact form of its ICU AST formatMessage.ts reads) and serves them as
 * `virtual:hireflow/messages` (the first screen's) and `virtual:hireflow/messages/deferred` (sign-in, account and
 * mail texts, loaded with their screens: ui/i18n/messageSplit.ts). With every message pre-parsed, the runtime ICU parser is aliased to formatjs's
 * `no-parser` build and is not shipped (https://formatjs.github.io/docs/guides/advanced-usage). It also fills
 * index.html's default title and description from the catalogue, so no text lives outside it.
 */
function compiledMessages(): Plugin {
  return {
    name: 'hireflow:compiled-messages',
    resolveId(id) {
      return RESOLVED.get(id)
    },
    async load(id) {
      const deferred = id === RESOLVED.get(DEFERRED_MESSAGES_MODULE)
      if (!deferred && id !== RESOLVED.get(MESSAGES_MODULE)) return undefined
      const [{ catalogue, files }, isDeferredMessage] = await Promise.all([loadCatalogue(), loadSplit()])
      for (const file of [...files, SPLIT_FILE]) this.addWatchFile(file)
      const compiled = Object.fromEntries(
        Object.entries(catalogue)
          .filter(([messageId]) => isDeferredMessage(messageId) === deferred)
          .map(([messageId, text]) => [messageId, compileMessage(text)]),
      )
      return `export const messages = ${JSON.stringify(compiled)}`
    },
    async transformIndexHtml(html) {
      const { catalogue } = await loadCatalogue()
      const intl = createIntl({ locale: 'en-US', messages: catalogue })
      const format = (id: keyof Catalogue, values?: Record<string, string>) => intl.formatMessage({ id }, values)
      const title = format('meta.titleWithBrand', { title: format('meta.defaultTitle') })
      return html
        .replace('%hireflow:title%', escapeHtml(title))
        .replace('%hireflow:description%', escapeHtml(format('meta.defaultDescription')))
    },
    hotUpdate({ file, server }) {
      if (!file.startsWith(CATALOGUE_DIR)) return
      for (const resolved of RESOLVED.values()) {
        const compiledModule = this.environment.moduleGraph.getModuleById(resolved)
        if (compiledModule) this.environment.moduleGraph.invalidateModule(compiledModule)
      }
      server.ws.send({ type: 'full-reload' })
      return []
    },
  }
}

/**
 * Writes a .br and a .gz twin next to every built text file (adapters/server/http/precompress.ts), once per build at
 * the best levels, so the server sends the browser compressed files without compressing on each request.
 */
function precompressedFiles(): Plugin {
  let outDir = ''
  return {
    name: 'hireflow:precompressed-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const { module } = await runnerImport<{ precompressDirectory: typeof precompressDirectory }>(PRECOMPRESS_FILE)
      await module.precompressDirectory(outDir)
    },
  }
}

/**
 * `/explorer` in development is the state explorer (explorer/index.html, docs/explorer.md): Vite serves the folder's
 * page at `/explorer/`, and without the slash the app's own fallback would answer. Dev server only: the app's build
 * has one entry, index.html, and never carries the explorer.
 */
function explorerPage(): Plugin {
  return {
    name: 'hireflow:explorer-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== '/explorer' && !request.url?.startsWith('/explorer?')) return next()
        response.statusCode = 302
        response.setHeader('Location', request.url.replace('/explorer', '/explorer/'))
        response.end()
      })
    },
  }
}

const COMPOSITION_ROOT = fileURLToPath(new URL('./ui/main.tsx', import.meta.url))

/**
 * The composition root (ui/main.tsx) is an entry of its own, which the page's entry (ui/entry.ts) starts after the
 * first paint: index.html preloads its chunk (marked data-app: the entry reads its address there) and the chunks it
 * imports, and links its stylesheets before the entry's own (the order they had when the entry was the app: the
 * screens' rules, then ui/styles/index.css). The server inlines them all (adapters/server/pages/criticalCss.ts).
 */
function preloadedApp(): Plugin {
  return {
    name: 'hireflow:preloaded-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []))
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const app = chunks.find((chunk) => chunk.facadeModuleId === COMPOSITION_ROOT)
        if (!app) throw new Error('The build has no chunk of ui/main.tsx: its rolldownOptions.input lists it.')
        const scripts = new Set<string>()
        const styles = new Set<string>()
        const visit = (file: string) => {
          if (scripts.has(file)) return
          scripts.add(file)
          const chunk = byFile.get(file)
          for (const imported of chunk?.imports ?? []) visit(imported)
          for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css)
        }
        visit(app.fileName)
        const links = [
          ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${file === app.fileName ? ' data-app' : ''}>`),
          ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ]
        const entryStylesheet = html.indexOf('<link rel="stylesheet"')
        if (entryStylesheet < 0) throw new Error('index.html links no stylesheet of its entry: where do the app\'s go?')
        return `${html.slice(0, entryStylesheet)}${links.join('\n    ')}\n    ${html.slice(entryStylesheet)}`
      },
    },
  }
}

/**
 * The service worker at /sw.js and the web app manifest (docs/decisions.md, "Offline"): Workbox's generateSW precaches
 * the app shell and the built assets (not the password scorer's dictionaries, which only a new password needs), answers
 * every navigation with the shell, and keeps the job details a visitor opened (network first) for offline visits. The
 * page registers it itself after the first paint (ui/afterPaint.ts), and a new version waits for the user's Reload.
 */
const serviceWorker = () =>
  VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    filename: 'sw.js',
    includeAssets: ['favicon.svg', 'theme.js'],
    manifest: {
      name: 'Hireflow',
      short_name: 'Hireflow',
      description: 'Hire or be hired: search jobs, apply in minutes, follow your applications.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The developer tools (debug panel, its map library and styles) load in developer mode only: never precached, so
      // a production visitor's browser never downloads them (docs/decisions.md, "Developer tools").
      globIgnores: ['**/passwordStrength-*.js', '**/zxcvbn*.js', '**/language-*.js', '**/mountDevTools-*', '**/DebugPanel-*', '**/TestMap-*'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/rest\//, /^\/env$/, /^\/dev\//, /^\/ping$/, /^\/health\//],
      cleanupOutdatedCaches: true,
      sourcemap: false,
      runtimeCaching: [
        {
          urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/rest/job-lookup/'),
          handler: 'NetworkFirst',
          options: { cacheName: 'hireflow-jobs', networkTimeoutSeconds: 5, expiration: { maxEntries: 50, maxAgeSeconds: 7 * 24 * 60 * 60 } },
        },
      ],
    },
  })

/**
 * Modules of the first screen that lazy chunks share with it (the navigation guard, apply, applications, claims,
 * alerts, profile...). Rolldown emits each as a tiny chunk of its own (rolldown/rolldown#10731: a module already loaded
 * by the entry emitted as a separate chunk): eleven of them cost the first screen 1.9 KB gz more than they weigh. In the
 * libraries chunk, which the first screen always loads, they cost their bytes only.
 */
const FIRST_SCREEN_SHARED = new RegExp(
  [
    String.raw`[\/]core[\/](constants\.ts|storage[\/][\w]+\.ts|text[\/][\w]+\.ts|session[\/](base64url|claims|profile|access|rules|storage)\.ts|search[\/](job|facets|jobFormat)\.ts)$`,
    String.raw`[\/]ui[\/](useApp\.ts|i18n[\/](intl\.tsx|messages\.ts))$`,
    String.raw`[\/]core[\/]api[\/]backoff\.ts$`,
    String.raw`vite[\/]preload-helper`,
  ].join('|'),
)

/**
 * The libraries home -> search runs, and only they, make the `libraries` chunk. A library is added here only when the
 * first screen needs it (and its budget allows: test/architecture/firstScreenBudget.test.ts); one a lazy screen needs
 * stays in that screen's chunks. A module of a listed library is one unit: every export any screen uses of it is in
 * the chunk (valibot's form checks too), so a big library used only off the first screen must not be listed.
 */
const FIRST_SCREEN_LIBRARIES = new RegExp(
  String.raw`node_modules[\/](react|react-dom|scheduler|use-sync-external-store|xstate|@xstate[\/]react|@tanstack[\/](react-router|router-core|history|store|react-store)|valibot)[\/]`,
)

/**
 * The web app's build. `npm run dev` (adapters/server/dev.ts) runs Vite's dev server with this config and
 * serves /rest and /env itself, so no proxy is configured here.
 */
/**
 * The app's build leaves out the machines' state descriptions (`description: '…'` in machines/<domain>/<name>.machine.ts): they
 * are for the state explorer and docs/machines.md, which read the sources, and nothing in the app shows them; on the
 * first screen they were ~0.3 KB gz. Read with TypeScript's parser, so only a property named description whose value
 * is text goes.
 */
function withoutStateDescriptions(): Plugin {
  return {
    name: 'hireflow:without-state-descriptions',
    apply: 'build',
    async transform(code, id) {
      if (!/[\\/]machines[\\/].+\.machine\.ts$/.test(id)) return undefined
      const ts = (await import('typescript')).default
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true)
      const isText = (node: import('typescript').Node): boolean =>
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ||
        (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isText(node.left) && isText(node.right)) ||
        (ts.isParenthesizedExpression(node) && isText(node.expression))
      const cuts: [number, number][] = []
      const visit = (node: import('typescript').Node): void => {
        if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'description' && isText(node.initializer)) {
          const end = code[node.end] === ',' ? node.end + 1 : node.end
          cuts.push([node.getStart(source), end])
          return
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
      if (cuts.length === 0) return undefined
      let out = code
      for (const [start, end] of cuts.reverse()) out = out.slice(0, start) + out.slice(end)
      return { code: out, map: null }
    },
  }
}

export default defineConfig({
  plugins: [compiledMessages(), withoutStateDescriptions(), react(), preloadedApp(), serviceWorker(), precompressedFiles(), explorerPage()],
  resolve: {
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // @xstate/react and @tanstack/react-store import the shim of useSyncExternalStore for React 17; React 19 has it.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    modulePreload: {
      // Every browser the build targets (es2022) supports <link rel="modulepreload">: the polyfill Vite would put in
      // the entry chunk (0.2 KB gz of the first screen's budget) is never run.
      polyfill: false,
      // index.html still preloads the entry's imports. A lazy chunk's own imports are not listed for preloading: the
      // list of their names sat in the entry chunk (0.6 KB gz of the first screen), and route chunks are fetched on
      // hover or focus of their links (the router's intent preloading), so their imports follow before the click.
      // Their CSS is still loaded with them.
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : dependencies.filter((dependency) => dependency.endsWith('.css')),
    },
    sourcemap: true,
    // The one chunk over 500 KB is the password scorer's dictionaries (~1.7 MB raw), loaded only when a new password
    // is being chosen; the limit sits above it so a build warns only about a new large chunk.
    chunkSizeWarningLimit: 2000,
    target: 'es2022',
    rolldownOptions: {
      // The page (index.html, whose entry is ui/entry.ts) and the app it starts after the first paint (ui/main.tsx).
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), app: COMPOSITION_ROOT },
      // A public face (core/<folder>/index.ts, ui/features/<name>/index.ts) only re-exports and declares: no side
      // effects. Said so, a lazy chunk that imports a feature's index (the account page: ui/features/identity) takes the
      // modules it uses, not the index's whole graph, and the first screen's modules stay in its one chunk (149.9 KB).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/](ui[\\/]features|core)[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
      output: {
        // One chunk for the libraries the first screen runs (FIRST_SCREEN_LIBRARIES): gzip compresses one file better
        // than eight small shared ones, and the first screen loads them all anyway. Any other library stays with the
        // lazy chunks that import it (the password scorer, IndexedDB's wrapper idb...), so a new screen's library never
        // lands in the first screen's chunk.
        codeSplitting: {
          groups: [{ name: 'libraries', test: (id: string) => FIRST_SCREEN_LIBRARIES.test(id) || FIRST_SCREEN_SHARED.test(id) }],
        },
      },
    },
  },
})
