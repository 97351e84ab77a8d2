import { fileURLToPath } from 'node:url'
import { parse } from '@formatjs/icu-messageformat-parser'
import { createIntl } from '@formatjs/intl'
import react from '@vitejs/plugin-react'
import { defineConfig, runnerImport, type Plugin } from 'vite'
import type { Catalogue } from './core/i18n/en-US'

const CATALOGUE_FILE = fileURLToPath(new URL('./core/i18n/en-US.ts', import.meta.url))
const CATALOGUE_DIR = fileURLToPath(new URL('./core/i18n/', import.meta.url))
const MESSAGES_MODULE = 'virtual:hireflow/messages'
const RESOLVED_MESSAGES_MODULE = `\0${MESSAGES_MODULE}`

async function loadCatalogue(): Promise<{ catalogue: Catalogue; files: string[] }> {
  const { module, dependencies } = await runnerImport<{ enUS: Catalogue }>(CATALOGUE_FILE)
  return { catalogue: module.enUS, files: [CATALOGUE_FILE, ...dependencies] }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Compiles the message catalogue (core/i18n/en-US.ts) to pre-parsed ICU ASTs at build time and serves them as
 * `virtual:hireflow/messages`. With every message pre-parsed, the runtime ICU parser is aliased to formatjs's
 * `no-parser` build and is not shipped (https://formatjs.github.io/docs/guides/advanced-usage). It also fills
 * index.html's default title and description from the catalogue, so no text lives outside it.
 */
function compiledMessages(): Plugin {
  return {
    name: 'hireflow:compiled-messages',
    resolveId(id) {
      return id === MESSAGES_MODULE ? RESOLVED_MESSAGES_MODULE : undefined
    },
    async load(id) {
      if (id !== RESOLVED_MESSAGES_MODULE) return undefined
      const { catalogue, files } = await loadCatalogue()
      for (const file of files) this.addWatchFile(file)
      const compiled = Object.fromEntries(
        Object.entries(catalogue).map(([messageId, text]) => [messageId, parse(text)]),
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
      const compiledModule = this.environment.moduleGraph.getModuleById(RESOLVED_MESSAGES_MODULE)
      if (compiledModule) this.environment.moduleGraph.invalidateModule(compiledModule)
      server.ws.send({ type: 'full-reload' })
      return []
    },
  }
}

/**
 * The web app's build. `npm run dev` (adapters/server/dev.ts) runs Vite's dev server with this config and
 * serves /rest and /env itself, so no proxy is configured here.
 */
export default defineConfig({
  plugins: [compiledMessages(), react()],
  resolve: {
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
})
