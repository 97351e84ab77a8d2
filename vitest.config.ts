import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const compiledMessages = fileURLToPath(new URL('./test/support/compiledMessages.ts', import.meta.url))

export default defineConfig({
  resolve: {
    // The build compiles the catalogue into virtual modules (vite.config.ts); tests get it compiled at load.
    alias: [{ find: /^virtual:hireflow\/messages(\/deferred)?$/, replacement: compiledMessages }],
  },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
