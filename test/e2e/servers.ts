/**
 * The journeys' servers: one app server, with its own data folder, and one fake OAuth provider for each Playwright
 * worker (playwright.config.ts starts them). A journey talks to its worker's pair only, so what one moves server-wide
 * (the alerts' test clock, the chaos lemur, the fake provider's next member) never reaches a journey running beside it.
 */
import { fakeOAuthOrigin } from '../support/fakeOAuthClients'

/** Worker 0's app port (E2E_PORT); worker i's is this + i. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3123)

/**
 * Journeys run side by side on this many workers (E2E_WORKERS; 2: one per core of the CI machine), each with its
 * server. Playwright's own --workers would add workers that have none: set this instead.
 */
export const E2E_WORKERS = workerCount(process.env.E2E_WORKERS ?? '2')

function workerCount(text: string): number {
  const count = Number(text)
  if (!Number.isInteger(count) || count < 1) throw new Error(`E2E_WORKERS must be a whole number from 1, not "${text}".`)
  return count
}

/** The app server of the worker with this `testInfo.parallelIndex`. */
export function appOrigin(parallelIndex: number): string {
  if (parallelIndex >= E2E_WORKERS) throw new Error(`Worker ${parallelIndex} has no server: E2E_WORKERS=${E2E_WORKERS} started that many. Set E2E_WORKERS rather than --workers.`)
  return `http://127.0.0.1:${E2E_BASE_PORT + parallelIndex}`
}

/** That worker's fake OAuth provider. */
export const fakeOAuthOriginOf = (parallelIndex: number): string => fakeOAuthOrigin(E2E_BASE_PORT + parallelIndex)
