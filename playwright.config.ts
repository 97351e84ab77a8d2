import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'
import { E2E_IMPERSONATION_KEY, E2E_JWT_SECRET } from './test/e2e/support'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/support/chromium'
import { fakeOAuthEnv } from './test/support/fakeOAuthClients'
import { appOrigin, E2E_WORKERS, fakeOAuthOriginOf } from './test/e2e/servers'

/**
 * End-to-end journeys in a real Chromium against the real server (`npm run test:e2e` builds first).
 * Chromium is Debian's (`/usr/bin/chromium`) or the one at CHROMIUM_PATH: never `playwright install`.
 */
const baseURL = appOrigin(0)

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Files spread over the workers, each file's tests in order on one worker; each worker has a server of its own.
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry in CI, reported as flaky by the list reporter (docs/decisions.md, "A journey that fails once in CI").
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The service worker answers navigations from its cache, where page.route cannot see them (the journeys that
    // rewrite an answer: /env, a CSP header). Only the offline journeys, which test it, let it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => [appServer(worker), fakeOAuthProvider(worker)]).flat(),
})

type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], readonly unknown[]>>[number]

/**
 * Worker `worker`'s real server on embedded Postgres, with its own data folder (seeded on the first run, reused after;
 * under node_modules/.cache so it is never committed and `npm ci` starts it afresh).
 */
function appServer(worker: number): WebServer {
  const origin = appOrigin(worker)
  return {
    command: 'npx tsx adapters/server/main.ts',
    // TRUST_PROXY: each test sends its own X-Forwarded-For (test/e2e/support.ts `test`), so the auth rate limits
    // count per test. JWT_SECRET: known to the tests, which sign tokens of other ages (test/e2e/session.spec.ts).
    // PUBLIC_ORIGIN: the browser's own origin, so mailed links and OAuth callbacks land where its storage is
    // (development's default would be http://localhost:PORT, another origin than 127.0.0.1).
    env: {
      PORT: new URL(origin).port,
      PUBLIC_ORIGIN: origin,
      DATA_DIR: `${process.env.E2E_DATA_DIR ?? 'node_modules/.cache/hireflow-e2e-data'}-${worker}`,
      TRUST_PROXY: '1',
      // The alerts' test clock (POST /dev/clock): the alerts journey reads a digest a week ahead (docs/operations.md).
      DEV_CLOCK: '1',
      JWT_SECRET: E2E_JWT_SECRET,
      // The debug panel's sign-in as another account (test/e2e/devtools.spec.ts).
      IMPERSONATION_KEY: E2E_IMPERSONATION_KEY,
      ...fakeOAuthEnv(fakeOAuthOriginOf(worker)),
    },
    url: `${origin}/env`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  }
}

/** The fake LinkedIn, Microsoft and Facebook (test/support/fakeOAuthProvider.ts) worker `worker`'s server signs in through. */
function fakeOAuthProvider(worker: number): WebServer {
  const origin = fakeOAuthOriginOf(worker)
  return {
    command: 'npx tsx test/support/fakeOAuthProvider.ts',
    env: { FAKE_OAUTH_PORT: new URL(origin).port },
    url: `${origin}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  }
}
