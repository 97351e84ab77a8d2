import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import type { Api } from '../../core/api/transport'
import type { ClockPort } from '../../core/ports/clock'
import type { KeyValueStore } from '../../core/ports/storage'
import { readStored, writeStored } from '../../core/storage'
import { createInterviewApi, InterviewDraftsSchema, restoredDrafts, resumeSummaryOf, storedDrafts, type Interview, type InterviewApi, type InterviewRef, type InterviewResumeSummary } from '../../core/interview'
import {
  instantInterviewMachine,
  type InstantInterviewActor,
  type InstantInterviewInput,
  type LoadedInterview,
  type SaveAnswerInput,
} from './instantInterview.machine'

/** What the interview screens use (AppActor.interview()). */
export interface InterviewRuntime {
  readonly api: InterviewApi
  /**
   * The interview flow of this page: started (it loads at once), or the one of the same interview started last, so
   * Back and Forward show it as it was left. Another interview's flow stops the older one.
   */
  enter(ref: InterviewRef): InstantInterviewActor
  stop(): void
}

export interface InterviewRuntimeDeps {
  readonly transport: Api
  /** The clock of the retry timers (XState's). */
  readonly clock?: ClockPort
  /**
   * Who is signed in (an account id, or null): only then is the resume's summary asked for (it is the signed-in
   * owner's), and a flow entered again by another account starts afresh.
   */
  readonly account: () => string | null
  /**
   * The resume summary seam: GET /rest/resumes/{id}/summary (the resumes module's). Default: that call on the
   * transport; a failure (or a server without it) offers nothing.
   */
  readonly summary?: (resumeId: string) => Promise<InterviewResumeSummary | null>
  /** Where this tab keeps what was typed and not sent yet (session storage), so a reload loses nothing. */
  readonly drafts?: KeyValueStore
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

/** The session-storage key of an interview's unsent drafts. */
export const interviewDraftsKey = (ref: InterviewRef) => `interviewDrafts:${ref.kind === 'owner' ? ref.applicationId : ref.parts.applicationId}`

const refKey = (ref: InterviewRef) => (ref.kind === 'owner' ? `owner:${ref.applicationId}` : `link:${Object.values(ref.parts).join('/')}`)

/** Builds the interview calls and flows on the app's transport. */
export function createInterviewRuntime(deps: InterviewRuntimeDeps): InterviewRuntime {
  const api = createInterviewApi(deps.transport)
  const summary = deps.summary ?? ((resumeId: string) => resumeSummaryOf(deps.transport, resumeId))
  const offered = async (interview: Interview): Promise<InterviewResumeSummary | null> =>
    interview.resumeId === null || deps.account() === null ? null : summary(interview.resumeId).catch(() => null)
  const machine = instantInterviewMachine.provide({
    actors: {
      loadInterview: fromPromise<LoadedInterview, InstantInterviewInput>(async ({ input }) => {
        const interview = await api.load(input.ref)
        const kept = deps.drafts ? restoredDrafts(readStored(deps.drafts, interviewDraftsKey(input.ref), InterviewDraftsSchema, {})) : null
        return { interview, summary: await offered(interview), kept }
      }),
      saveAnswer: fromPromise<Interview, SaveAnswerInput>(({ input }) => api.save(input.ref, input.question, input.answer as never)),
    },
  })
  let latest: { readonly key: string; readonly flow: InstantInterviewActor } | null = null
  return {
    api,
    enter(ref) {
      const key = `${refKey(ref)}|${deps.account() ?? ''}`
      if (latest?.key === key) return latest.flow
      latest?.flow.stop()
      const flow = createActor(machine, { input: { ref }, clock: deps.clock, inspect: deps.inspect })
      const store = deps.drafts
      if (store) {
        let written: unknown = null
        flow.subscribe((snapshot) => {
          if (snapshot.status === 'done') return store.remove(interviewDraftsKey(ref))
          const { drafts } = snapshot.context
          if (drafts === null || drafts === written) return
          written = drafts
          writeStored(store, interviewDraftsKey(ref), InterviewDraftsSchema, storedDrafts(drafts))
        })
      }
      flow.start()
      latest = { key, flow }
      return flow
    },
    stop() {
      latest?.flow.stop()
      latest = null
    },
  }
}
