/**
 * The journeys' servers: one app server, with its own data folder, and one fake OAuth provider for each Playwright
 * worker (playwright.config.ts starts them). A journey talks to its worker's pair only, so what one moves server-wide
 * (the alerts' test clock, the chaos lemur, the fake provider's next member) never reaches a journey running beside it.
 */
/** Worker 0's app port (E2E_PORT); worker i's is this + i. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3123)

/** Journeys run side by side on this many workers (E2E_WORKERS; 2: one per core of the CI machine). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))

/** The app server of the worker with this `testInfo.parallelIndex`. */
export const appOrigin = (parallelIndex: number): string => `http://127.0.0.1:${E2E_BASE_PORT + parallelIndex}`

/** That worker's fake OAuth provider. */
export const fakeOAuthOriginOf = (parallelIndex: number): string => `http://127.0.0.1:${E2E_BASE_PORT + parallelIndex + 2000}`
