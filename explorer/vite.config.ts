import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import app from '../vite.config'

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

/**
 * The explorer's static build (`npm run explorer`): its own entries, explorer/index.html and the screen frame
 * explorer/screen.html, with the app's plugins (the compiled message catalogue) and nothing of the app's bundle.
 * Written to dist-explorer/, apart from the app's dist/, so the production build never carries it. elkjs stays out
 * of the shared libraries chunk: the chart loads it lazily.
 */
/** The app's own build steps: its entry's preloads (ui/main.tsx is no entry here) and its trimmed state descriptions. */
const APP_ONLY = new Set(['hireflow:preloaded-app', 'hireflow:without-state-descriptions'])
const isAppOnly = (plugin: unknown) => typeof plugin === 'object' && plugin !== null && 'name' in plugin && APP_ONLY.has(String(plugin.name))

export default defineConfig({
  ...app,
  plugins: app.plugins?.filter((plugin) => !isAppOnly(plugin)),
  base: './',
  build: {
    ...app.build,
    outDir: here('../dist-explorer'),
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: {
      ...app.build?.rolldownOptions,
      input: { explorer: here('./index.html'), screen: here('./screen.html') },
      output: { codeSplitting: { groups: [{ name: 'libraries', test: /node_modules[\\/](?!@zxcvbn-ts|elkjs)/ }] } },
    },
  },
})
