import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/support/chromium'
import { E2E_WORKERS } from './test/e2e/servers'

/**
 * The state explorer's journeys and its screenshot suite (`npm run test:explorer`, run by .ci/run after the app's
 * journeys): the explorer's static build served by Vite's preview, no API server (every scenario runs on memory
 * adapters). Apart from `npm run test:e2e` because its 20 tests take 3-5 minutes.
 */
const port = Number(process.env.E2E_EXPLORER_PORT ?? 3126)

export default defineConfig({
  testDir: 'test/explorer/e2e',
  testMatch: '**/*.spec.ts',
  // Every test opens its own scenario on the static build: nothing shared, so they spread over both cores.
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: 0,
  // The journey replays a dozen steps, each with four framed screens: generous on a busy 2-core CI machine.
  timeout: 120_000,
  expect: { timeout: 20_000, toHaveScreenshot: { maxDiffPixelRatio: 0.002 } },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: 'test-results/explorer',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1400, height: 1000 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 1000 }, channel: undefined } }],
  webServer: {
    // Built afresh (~5 s) so the suite always sees the explorer of this tree.
    command: `npx vite build --config explorer/vite.config.ts --logLevel warn && npx vite preview --config explorer/vite.config.ts --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/explorer/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
