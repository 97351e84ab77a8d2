import { createActor, fromCallback, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import {
  createApplyApi,
  emptyDraft,
  oneClickRequest,
  prefillDraft,
  readDraft,
  uploadVisitorResume,
  type ApplyApi,
  type ApplyContext,
  type ApplyStep,
  type ApplySubmit,
} from '../../core/apply'
import type { Api } from '../../core/api/transport'
import type { ApplyAnswer } from '../../core/applications'
import type { EnvConfig } from '../../core/env/schema'
import type { ClockPort } from '../../core/ports/clock'
import type { LocalDatabasePort } from '../../core/ports/localDatabase'
import type { UploadFile, UploadPort } from '../../core/ports/upload'
import { ResumeUploadError } from '../../core/resumes'
import { abortable } from '../resumes/abortable'
import { RESUME_UPLOAD_SYSTEM_ID, resumeUploadMachine, type ResumeUploadActor, type UploadActorEvent } from '../resumes/resumeUpload.machine'
import type { SessionStore } from '../session/sessionStore'
import { easyApplyMachine, type EasyApplyActor } from './easyApply.machine'
import { oneClickApplyMachine, type OneClickApplyActor } from './oneClickApply.machine'
import { createOneClickEligibility, type OneClickEligibility } from './oneClickEligibility'

export interface ApplyRuntimeDeps {
  readonly transport: Api
  readonly upload: UploadPort
  readonly config: () => EnvConfig
  readonly locale: () => string
  readonly clock: ClockPort
  /** IndexedDB in the browser: the drafts, and what this device remembers of its applications. */
  readonly localDatabase: LocalDatabasePort
  /** A new random id (idempotency keys). */
  readonly newId: () => string
  readonly session: Pick<SessionStore, 'current' | 'subscribe' | 'settled'>
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

/** A visitor's resume field: the upload flow of core/resumes' machine, sent to POST /rest/apply/resumes. */
export interface VisitorUploads {
  startUpload(): ResumeUploadActor
  /** The upload token of a resume this browser uploaded as a visitor (null for any other id). */
  tokenOf(resumeId: string): string | null
}

/** What the apply screens use (AppActor.apply()). */
export interface ApplyRuntime {
  readonly api: ApplyApi
  /** The Easy Apply flow of a job: resumed from its stored draft (or started), prefilled, kept while the app runs. */
  easyApply(context: ApplyContext, wantedStep: ApplyStep | null): Promise<EasyApplyActor>
  readonly visitorUploads: VisitorUploads
  /** The 1-Click flow of a job (one per job while the app runs). */
  oneClick(jobId: string): OneClickApplyActor
  /** Whether the signed-in user may 1-Click Apply (asked once per signed-in user; false signed out or on failure). */
  oneClickEligible(): Promise<boolean>
  /** The same, as a subscribable value for the 1-Click buttons. */
  readonly oneClickEligibility: OneClickEligibility
}

const searchTextOf = (job: { readonly title: string; readonly company: string; readonly city: string }) => `${job.title} ${job.company} ${job.city}`.trim()

/** Builds the apply calls and flows on the app's transport, upload port, local database and session. */
export function createApplyRuntime(deps: ApplyRuntimeDeps): ApplyRuntime {
  const api = createApplyApi(deps.transport)
  const flows = new Map<string, EasyApplyActor>()
  const oneClicks = new Map<string, OneClickApplyActor>()
  const uploadTokens = new Map<string, string>()
  const ignore = () => undefined

  /** What this device remembers of an application (spec section 3's local tables): claims and "my applications here" read it. */
  const remember = async (answer: ApplyAnswer, listed: ApplyContext['job']) => {
    const { application } = answer
    const job = application.job ?? { title: listed.title, company: listed.company, city: listed.location.address.city }
    await Promise.all([
      deps.localDatabase.put('partnerApplies', { id: application.id, email: application.email, jobId: application.jobId }),
      deps.localDatabase.put('application', { id: application.id, searchText: searchTextOf(job) }),
    ]).catch(ignore)
  }
  const submit = (job: ApplyContext['job']) =>
    fromPromise<ApplyAnswer, ApplySubmit>(async ({ input }) => {
      const answer = await api.submit(input)
      await remember(answer, job)
      return answer
    })
  const signedIn = () => deps.session.current()._tag === 'SignedIn'

  const uploader = fromCallback<UploadActorEvent, { readonly file: UploadFile }>(({ sendBack, input }) => {
    const controller = abortable()
    uploadVisitorResume(deps, input.file, { signal: controller.signal, onProgress: (progress) => sendBack({ type: 'upload.progress', ...progress }) }).then(
      (uploaded) => {
        uploadTokens.set(uploaded.resume.id, uploaded.uploadToken)
        sendBack({ type: 'upload.done', resume: uploaded.resume })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const problem = error instanceof ResumeUploadError ? error.problem : { message: { id: 'resumes.error.server' as const }, retry: true }
        sendBack({ type: 'upload.failed', problem })
      },
    )
    return () => controller.abort()
  })
  const visitorUploadMachine = resumeUploadMachine.provide({ actors: { uploadResume: uploader } })

  let eligibility: { readonly token: string; readonly answer: Promise<boolean> } | null = null
  const oneClickEligible = () => {
    const view = deps.session.current()
    if (view._tag !== 'SignedIn') return Promise.resolve(false)
    if (eligibility?.token !== view.token) eligibility = { token: view.token, answer: api.oneClickEligible().catch(() => false) }
    return eligibility.answer
  }

  return {
    api,
    async easyApply(context, wantedStep) {
      const jobId = context.job.id
      const running = flows.get(jobId)
      if (running && running.getSnapshot().status === 'active') return running
      const row = await deps.localDatabase.get('applyDraft', jobId).catch(ignore)
      let draft = readDraft(row?.draft) ?? emptyDraft(jobId, deps.newId(), context.job.compensation)
      if (context.prefill) draft = prefillDraft(draft, context.prefill)
      if (wantedStep) draft = { ...draft, step: wantedStep }
      const machine = easyApplyMachine.provide({ actors: { submitApplication: submit(context.job) } })
      const actor = createActor(machine, { input: { draft }, clock: deps.clock, inspect: deps.inspect })
      const keep = (kept: typeof draft) => void deps.localDatabase.put('applyDraft', { id: jobId, draft: kept, savedAt: deps.clock.now() }).catch(ignore)
      actor.on('draft.changed', (event) => keep(event.draft))
      actor.on('application.received', () => void deps.localDatabase.delete('applyDraft', jobId).catch(ignore))
      // Signing in mid-flow: what the account has on file fills the fields still empty.
      let wasSignedIn = signedIn()
      const stopWatching = deps.session.subscribe(() => {
        const now = signedIn()
        if (now && !wasSignedIn && actor.getSnapshot().status === 'active') {
          // Once the session runs (its code may still be loading), so the call carries the new token.
          deps.session
            .settled()
            .then(() => api.context(jobId))
            .then((fresh) => fresh.prefill && actor.send({ type: 'session.prefilled', prefill: fresh.prefill }), ignore)
        }
        wasSignedIn = now
      })
      actor.subscribe({ complete: stopWatching, error: stopWatching })
      actor.start()
      keep(actor.getSnapshot().context.draft)
      flows.set(jobId, actor)
      return actor
    },
    visitorUploads: {
      startUpload: () => createActor(visitorUploadMachine, { systemId: RESUME_UPLOAD_SYSTEM_ID, inspect: deps.inspect }).start(),
      tokenOf: (id) => uploadTokens.get(id) ?? null,
    },
    oneClick(jobId) {
      const existing = oneClicks.get(jobId)
      if (existing) return existing
      const machine = oneClickApplyMachine.provide({
        actors: {
          oneClickSubmit: fromPromise<ApplyAnswer, { jobId: string; key: string }>(async ({ input }) => {
            const context = await api.context(input.jobId)
            const request = oneClickRequest(context.prefill, input.jobId, input.key)
            if (request === null) throw new Error('1-Click Apply is not open for this job')
            const answer = await api.submit(request)
            await remember(answer, context.job)
            return answer
          }),
        },
      })
      const actor = createActor(machine, { input: { jobId }, clock: deps.clock, inspect: deps.inspect }).start()
      oneClicks.set(jobId, actor)
      return actor
    },
    oneClickEligible,
    oneClickEligibility: createOneClickEligibility(deps.session, oneClickEligible),
  }
}
