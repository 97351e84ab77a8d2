import { lazy } from 'react'
import { withDeferredMessages } from '../../i18n/messages'

/**
 * The interview feature's public face: its routes (/interview/..., /interview-test/..., lazy pages) and the instant
 * interview any screen can show right after applying, `<InstantInterview interviewPath={answer.interviewPath} />`
 * (loaded lazily with its texts: render it under Suspense).
 */
export { interviewRoutes } from './routes'
export const InstantInterview = lazy(withDeferredMessages(() => import('./InstantInterview').then((chunk) => ({ default: chunk.InstantInterview }))))
export type { InstantInterviewProps } from './InstantInterview'
