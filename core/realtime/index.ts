/** The realtime channel: its wire (topics, messages, limits) and the reconnect backoff (docs/api.md, "Realtime channel"). */
export * from './protocol'
export * from './backoff'
