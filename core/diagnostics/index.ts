export {
  ActionSchema, ActionsRequestSchema, BREADCRUMB_CATEGORIES, BreadcrumbSchema, CLIENT_ERROR_MAX_BYTES, ClientErrorAnswerSchema,
  ClientErrorReportSchema, METRICS_PER_CALL, MetricSchema, MetricsRequestSchema, StoredClientErrorSchema,
  type Action, type Breadcrumb, type BreadcrumbCategory, type ClientErrorReport, type Metric, type StoredClientError,
} from './schemas'
export { createBreadcrumbTrail, type BreadcrumbTrail } from './breadcrumbs'
export { withoutSecrets } from './privacy'
export { SUPPORT_EMAIL, diagnosticPayload, supportMailto } from './support'
export { createDiagnosticsApi, type DiagnosticsApi } from './api'
export type { ProductAction, ProductActionsPort } from './actions'
export { isChunkLoadError } from './chunkLoad'
