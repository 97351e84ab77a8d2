import { Link, useLoaderData } from '@tanstack/react-router'
import * as v from 'valibot'
import { ApplyStepSchema, type ApplyContext } from '../../../core/apply'
import type { ApiError } from '../../../core/api/contract'
import type { AppActor } from '../../../machines/app/appActor'
import type { EasyApplyActor } from '../../../machines/apply'
import type { ApplyRuntime } from '../../../machines/apply/applyRuntime'
import type { ResumesRuntime } from '../../../machines/resumes/resumesRuntime'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { ApplyFlow } from './ApplyFlow'
import './apply.css'

/** What the apply routes' loader hands the page. */
export type ApplyLoadResult =
  | { readonly kind: 'notFound' }
  | { readonly kind: 'closed'; readonly context: ApplyContext }
  | { readonly kind: 'applied'; readonly context: ApplyContext }
  | {
      readonly kind: 'flow'
      readonly context: ApplyContext
      readonly actor: EasyApplyActor
      readonly runtime: ApplyRuntime
      /** The signed-in user's resume uploads (to the account), or null for a visitor (uploads while applying). */
      readonly accountResumes: ResumesRuntime | null
    }

interface LoadApplyArgs {
  readonly params: { readonly jobId: string }
  readonly deps: { readonly step?: string }
  readonly context: { readonly app: AppActor }
  readonly abortController?: AbortController
}

const isNotFound = (error: unknown) => (error as ApiError | undefined)?._tag === 'HttpError' && (error as { status: number }).status === 404

/**
 * Loader of /apply and /jobs/{slug}/{jobId}: the job and what the caller has on file (GET /rest/apply/jobs/{id}), then
 * the job's Easy Apply flow, resumed from its draft. Unknown job: notFound; closed: closed; other failures rethrown
 * for the route's error screen (which offers a retry).
 */
export async function loadApply({ params, deps, context, abortController }: LoadApplyArgs): Promise<ApplyLoadResult> {
  const runtime = await context.app.apply()
  let applyContext: ApplyContext
  try {
    applyContext = await runtime.api.context(params.jobId, { signal: abortController?.signal })
  } catch (error) {
    if (isNotFound(error)) return { kind: 'notFound' }
    throw error
  }
  if (!applyContext.open) return { kind: 'closed', context: applyContext }
  if (applyContext.appliedApplicationId !== null) return { kind: 'applied', context: applyContext }
  const step = v.safeParse(ApplyStepSchema, deps.step)
  const actor = await runtime.easyApply(applyContext, step.success ? step.output : null)
  const accountResumes = applyContext.prefill === null ? null : await context.app.resumes()
  return { kind: 'flow', context: applyContext, actor, runtime, accountResumes }
}

/** `/apply|jobs/{slug}/{jobId}`: the flow, or why there is none, with a way back to search. */
export function ApplyPage() {
  const data = useLoaderData({ strict: false }) as ApplyLoadResult | undefined
  if (!data || data.kind === 'notFound') return <Unavailable title="job.notFoundTitle" body="job.notFound" />
  if (data.kind === 'closed') return <Unavailable title="apply.closed.title" body="apply.closed.body" />
  if (data.kind === 'applied') return <Unavailable title="apply.alreadyApplied" heading={data.context.job.title} />
  return <ApplyFlow context={data.context} actor={data.actor} runtime={data.runtime} accountResumes={data.accountResumes} />
}

interface UnavailableProps {
  readonly title: 'job.notFoundTitle' | 'apply.closed.title' | 'apply.alreadyApplied'
  readonly body?: 'job.notFound' | 'apply.closed.body'
  readonly heading?: string
}

function Unavailable({ title, body, heading }: UnavailableProps) {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: title }) })
  return (
    <section className="apply-page apply-page--unavailable" aria-labelledby="apply-unavailable-title">
      {heading && <p className="apply-page__job">{heading}</p>}
      <h1 id="apply-unavailable-title" tabIndex={-1}>
        <FormattedMessage id={title} />
      </h1>
      {body && (
        <p>
          <FormattedMessage id={body} />
        </p>
      )}
      <Link to="/search" className="button button--primary">
        <FormattedMessage id="job.backToSearch" />
      </Link>
    </section>
  )
}
