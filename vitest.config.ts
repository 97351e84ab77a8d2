import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

/** package.json `exports`: tests import 'hireflow/core' & co. from their sources; plain Node gets lib/. */
const SOURCE_CONDITION = 'hireflow-source'

const compiledMessages = fileURLToPath(new URL('./test/support/compiledMessages.ts', import.meta.url))

export default defineConfig({
  resolve: {
    // The build compiles the catalogue into virtual modules (vite.config.ts); tests get it compiled at load.
    alias: [{ find: /^virtual:hireflow\/messages(\/deferred)?$/, replacement: compiledMessages }],
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
  },
  // Not the bundlers' `module` condition on the server side: a package whose `module` build has extensionless imports
  // (the AWS SDK's dist-es) would be handed to Node's ESM loader, which refuses them; Node itself picks `node`.
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions.filter((condition) => condition !== 'module')] } },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores, which is one on a 2-core machine while its main process sits
    // nearly idle: two workers there took a third off the server tests (docs/decisions.md, "Test run time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
