/**
 * The public core of Hireflow: framework-free, usable without React (see docs/embedding.md). Shared parts (the API
 * transport, ports, constants, env, storage, text, the catalogue) and one index per domain (search, session,
 * identity, accounts).
 */
export type * from './ports/index'
export * from './constants'
export * from './api/index'
export * from './env/index'
export * from './storage/index'
export * from './text/index'
export { enUS, type MessageId, type Catalogue } from './i18n/en-US'
export * from './search/index'
export * from './session/index'
export * from './identity/index'
export * from './accounts/index'
export * from './savedJobs/index'
export * from './applications/index'
export * from './claims/index'
export * from './apply/index'
export * from './interview/index'
export * from './alerts/index'
export * from './searches/index'
export * from './profile/index'
export * from './recommendations/index'
