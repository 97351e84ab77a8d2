/** The public core of Hireflow: framework-free, usable without React (see docs/embedding.md). */
export * from './schemas/index'
export type * from './ports/index'
export * from './constants'
export * from './api/index'
// Not in ./api/index: ui/main.tsx imports that eagerly and loads the sign-in calls lazily.
export { createAuthApi, type AuthApi } from './api/auth'
export * from './env/index'
export * from './storage/index'
export * from './text/index'
export * from './search/index'
export { enUS, type MessageId, type Catalogue } from './i18n/en-US'
export * from './session/index'
