import type { ProductAction, ProductActionsPort } from '../../core/diagnostics'

/** How many actions wait for the sender (it loads after the first paint); later ones before it are dropped. */
export const ACTIONS_WAITING_LIMIT = 20

/** Sends one action, recorded on the page at `path`. */
export type SendAction = (action: ProductAction, path: string) => void

/**
 * The first screen's half of the actions port: it notes the page's path as each action happens (a job opened from the
 * results is sent from the job's page) and holds the actions until `connect` hands it the lazily loaded sender.
 */
export function createActionQueue(path: () => string): ProductActionsPort & { connect(send: SendAction): void } {
  let send: SendAction | null = null
  const waiting: [ProductAction, string][] = []
  return {
    record: (action) => {
      if (send) send(action, path())
      else if (waiting.length < ACTIONS_WAITING_LIMIT) waiting.push([action, path()])
    },
    connect: (connected) => {
      send = connected
      for (const [action, at] of waiting.splice(0)) connected(action, at)
    },
  }
}
