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
export default defineConfig({
  ...app,
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
