import * as v from 'valibot'
import type { ApiError } from '../../../core/api/contract'
import { JobIdSchema, relatedJobsCriteria, type Job, type JobSummary } from '../../../core/search'
import type { AppServices } from '../../services'

/**
 * What the job routes' loader hands the page: the job with its related jobs still arriving (the search behind
 * similar jobs and market pay; null when it failed), or the fact that there is none with that id.
 */
export type LoadJobResult =
  | { readonly job: Job; readonly related: Promise<readonly JobSummary[] | null> }
  | { readonly notFound: true }

interface LoadJobArgs {
  readonly params: { readonly slug: string; readonly jobId: string }
  readonly context: { readonly services: AppServices }
  readonly abortController?: AbortController
}

const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && typeof (error as { _tag?: unknown })._tag === 'string'

/**
 * Loader of /details, /view and /job/{slug}/{jobId}: looks the job up by id (the slug is decoration), then starts
 * the search for its related jobs.
 * An id that cannot be a job id, or a 404, gives `{ notFound: true }`; any other failure is rethrown for
 * the route's error screen (which offers a retry).
 */
export async function loadJob({ params, context, abortController }: LoadJobArgs): Promise<LoadJobResult> {
  const id = v.safeParse(JobIdSchema, params.jobId)
  if (!id.success) return { notFound: true }
  try {
    const { api } = context.services
    const job = await api.lookupJob(id.output, { signal: abortController?.signal })
    // Not awaited: the page shows the job at once, its side column when the search answers. Not tied to the
    // loader's signal either, which the router may abort once the load is done.
    const related = api.searchJobs(relatedJobsCriteria(job)).then(
      (result) => result.documents,
      () => null,
    )
    return { job, related }
  } catch (error) {
    if (isApiError(error) && error._tag === 'HttpError' && error.status === 404) return { notFound: true }
    throw error
  }
}
