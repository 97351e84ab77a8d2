/**
 * Applications: the shared wire shapes and field rules of applying, the applications pages, claims and the
 * interview (docs/api.md, "Applications").
 */
export * from './schemas'
export * from './manage'
export { applicationPath, createApplicationsApi, type ApplicationsApi } from './api'
