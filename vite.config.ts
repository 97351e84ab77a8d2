import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from '@formatjs/icu-messageformat-parser'
import { createIntl } from '@formatjs/intl'
import react from '@vitejs/plugin-react'
import { defineConfig, runnerImport, type Plugin } from 'vite'
import type { precompressDirectory } from './adapters/server/http/precompress'
import type { Catalogue } from './core/i18n/en-US'
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

/** A message as the app's formatter takes it (ui/i18n/formatMessage.ts): its ICU AST, or plain text when it is only text. */
const compileMessage = (text: string) => {
  const ast = parse(text)
  const [first] = ast
  return ast.length === 1 && first?.type === 0 ? first.value : ast
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Compiles the message catalogue (core/i18n/en-US.ts) to pre-parsed ICU ASTs (plain text for a message that is only
 * text, most of them) at build time and serves them as
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
 * The web app's build. `npm run dev` (adapters/server/dev.ts) runs Vite's dev server with this config and
 * serves /rest and /env itself, so no proxy is configured here.
 */
export default defineConfig({
  plugins: [compiledMessages(), react(), precompressedFiles()],
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
    sourcemap: true,
    // The one chunk over 500 KB is the password scorer's dictionaries (~1.7 MB raw), loaded only when a new password
    // is being chosen; the limit sits above it so a build warns only about a new large chunk.
    chunkSizeWarningLimit: 2000,
    target: 'es2022',
    rolldownOptions: {
      // A public face (core/<folder>/index.ts, ui/features/<name>/index.ts) only re-exports and declares: no side
      // effects. Said so, a lazy chunk that imports a feature's index (the account page: ui/features/identity) takes the
      // modules it uses, not the index's whole graph, and the first screen's modules stay in its one chunk (149.9 KB).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/](ui[\\/]features|core)[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
      output: {
        // One chunk for the libraries every screen runs: gzip compresses one file better than eight small shared
        // ones, and the first screen loads them all anyway. The password scorer and its own dependency
        // (fastest-levenshtein, 0.6 KB gz) stay apart: only a new password loads them.
        codeSplitting: { groups: [{ name: 'libraries', test: /node_modules[\\/](?!@zxcvbn-ts|fastest-levenshtein)/ }] },
      },
    },
  },
})
