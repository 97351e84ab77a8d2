import type { ProductAction, ProductActionsPort } from '../../core/diagnostics'

/** How many actions wait for the sender (it loads after the first paint); later ones before it are dropped. */
export const ACTIONS_WAITING_LIMIT = 20

/** The first screen's half of the actions port: it holds actions until `connect` hands it the lazily loaded sender. */
export function createActionQueue(): ProductActionsPort & { connect(sender: ProductActionsPort): void } {
  let sender: ProductActionsPort | null = null
  const waiting: ProductAction[] = []
  return {
    record: (action) => {
      if (sender) sender.record(action)
      else if (waiting.length < ACTIONS_WAITING_LIMIT) waiting.push(action)
    },
    connect: (connected) => {
      sender = connected
      for (const action of waiting.splice(0)) connected.record(action)
    },
  }
}
