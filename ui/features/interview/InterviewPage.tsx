import { useLoaderData } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import type { InterviewLinkParts } from '../../../core/interview'
import type { AppActor } from '../../../machines/app/appActor'
import type { InstantInterviewActor, InstantInterviewSnapshot } from '../../../machines/interview/instantInterview.machine'
import { InterviewChat } from './InterviewChat'

/** The interview routes' loader data: the running flow of this interview. */
export interface InterviewLoaderData {
  readonly flow: InstantInterviewActor
}

type Loader<Params> = {
  readonly context: { readonly app: Pick<AppActor, 'interview'> }
  readonly params: Params
}

/** The loader of /interview/{applicationId}/{jobId}/{userId}/{obfuscatedId}: the flow of this signed link. */
export const startLinkInterview = async ({ context, params }: Loader<InterviewLinkParts>): Promise<InterviewLoaderData> => {
  const { applicationId, jobId, userId, obfuscatedId } = params
  return { flow: (await context.app.interview()).enter({ kind: 'link', parts: { applicationId, jobId, userId, obfuscatedId } }) }
}

/** The loader of /interview-test/{applicationId}: the signed-in owner's interview of that application. */
export const startOwnerInterview = async ({ context, params }: Loader<{ readonly applicationId: string }>): Promise<InterviewLoaderData> => ({
  flow: (await context.app.interview()).enter({ kind: 'owner', applicationId: params.applicationId }),
})

const selectJobTitle = (snapshot: InstantInterviewSnapshot) => snapshot.context.interview?.job.title ?? null

/**
 * The interview pages: /interview/{applicationId}/{jobId}/{userId}/{obfuscatedId} (anonymous: the signed link is
 * the only key; no sign-in is asked, no credential ever) and /interview-test/{applicationId} (the signed-in owner's
 * interview by application id). The route's loader starts the flow.
 */
export function InterviewPage() {
  const intl = useIntl()
  const { flow } = useLoaderData({ strict: false }) as InterviewLoaderData
  const jobTitle = useSelector(flow, selectJobTitle)
  usePageMeta({
    title: jobTitle ? intl.formatMessage({ id: 'interview.pageTitle' }, { title: jobTitle }) : intl.formatMessage({ id: 'interview.title' }),
  })
  return (
    <div className="interview-page">
      <InterviewChat flow={flow} />
    </div>
  )
}
