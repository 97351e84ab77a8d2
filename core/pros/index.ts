/** Pros (recruiters): the landing page's answer and its call. Loaded with the Pro page (ui/features/pros). */
export * from './schemas'
export { createProsApi, type ProsApi } from './api'
