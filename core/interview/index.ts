/** The instant interview: its questions, answer rules, defaults and calls (docs/api.md, "Instant interview"). */
export * from './schemas'
export * from './rules'
export * from './api'
