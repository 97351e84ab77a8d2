import type { Action } from '../../core/diagnostics'
import type { ClockPort } from '../../core/ports'
import type { SendAction } from './actionQueue'

/**
 * Actions sent per minute at most from one page: the server takes 600 per address per 15 minutes (40 a minute),
 * so a loop on one page stays under it and leaves room for a second tab behind the same address.
 */
export const ACTIONS_PER_MINUTE = 20
const MINUTE = 60_000

export interface ActionSenderDeps {
  /** Posts `[action]` to POST /rest/actions without waiting (a keepalive request in the browser); must not throw. */
  readonly send: (body: readonly [Action]) => void
  readonly clock: ClockPort
}

/**
 * Sends each action as its own call with the page's path (never its query: a query may hold what the user typed), at most ACTIONS_PER_MINUTE in any minute. ProductAction's type keeps every
 * action inside the wire schema (ActionSchema), which the server checks: parsing again here would put valibot's
 * schemas in the after-paint chunk, on the first screen's budget.
 */
export function createActionSender({ send, clock }: ActionSenderDeps): SendAction {
  let sentAt: number[] = []
  return (action, path) => {
    const now = clock.now()
    sentAt = sentAt.filter((at) => now - at < MINUTE)
    if (sentAt.length >= ACTIONS_PER_MINUTE) return
    sentAt.push(now)
    try {
      send([{ ...action, path: path.slice(0, 300) }])
    } catch {
      // Counting is never worth a failure the user would see.
    }
  }
}
