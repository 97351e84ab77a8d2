/** Notifications kept on the server: wire shapes and calls (docs/api.md, "Notifications"). */
export * from './schemas'
export { createNotificationsApi, type NotificationsApi } from './api'
