/**
 * The consulting enrolment: its steps, their schemas (page, machine and server), the rules of resuming, the call, and
 * the consulting profile's email (which the navigation guard reads from storage.ts, a module of its own).
 */
export * from './schemas'
export * from './rules'
export { createConsultingApi, type ConsultingApi } from './api'
