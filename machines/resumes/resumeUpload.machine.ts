import { assign, fromCallback, setup, type ActorRefFrom } from 'xstate'
import type { UploadFile, UploadProgress } from '../../core/ports/upload'
import type { Resume, ResumeUploadProblem } from '../../core/resumes'

/** What the upload actor tells the machine while it runs. */
export type UploadActorEvent =
  | ({ readonly type: 'upload.progress' } & UploadProgress)
  | { readonly type: 'upload.done'; readonly resume: Resume }
  | { readonly type: 'upload.failed'; readonly problem: ResumeUploadProblem }

export type ResumeUploadEvent =
  | { readonly type: 'user.filePicked'; readonly file: UploadFile }
  | { readonly type: 'user.cancelled' }
  | { readonly type: 'user.retried' }
  | { readonly type: 'user.dismissed' }
  | UploadActorEvent

export interface ResumeUploadContext {
  /** The file being (or last) uploaded: retry sends it again. */
  readonly file: UploadFile | null
  /** Bytes of the current attempt sent so far; never goes back within an attempt, never past the total. */
  readonly progress: UploadProgress
  readonly failure: ResumeUploadProblem | null
  readonly resume: Resume | null
}

const notProvided = fromCallback<UploadActorEvent, { readonly file: UploadFile }>(({ sendBack }) => {
  sendBack({ type: 'upload.failed', problem: { message: { id: 'resumes.error.server' }, retry: false } })
})

const startAttempt = (file: UploadFile): Partial<ResumeUploadContext> => ({ file, progress: { sent: 0, total: file.size }, failure: null, resume: null })

/**
 * One resume upload, for any form that holds a resume field: idle -> uploading (bytes sent) -> done; a cancel
 * stops the request (the invoked actor's cleanup aborts it); a failure says why and offers a retry when one can
 * help; a new file can be picked from any state but uploading. The `uploadResume` actor (a callback actor that
 * sends upload.progress, then upload.done or upload.failed) is provided by the edge (machines/resumes/resumesRuntime.ts).
 */
export const resumeUploadMachine = setup({
  types: { context: {} as ResumeUploadContext, events: {} as ResumeUploadEvent },
  actors: { uploadResume: notProvided },
  guards: {
    retryHelps: ({ context }) => context.file !== null && (context.failure?.retry ?? true),
  },
}).createMachine({
  id: 'resumeUpload',
  context: { file: null, progress: { sent: 0, total: 0 }, failure: null, resume: null },
  initial: 'idle',
  on: {
    'user.filePicked': { target: '.uploading', actions: assign(({ event }) => startAttempt(event.file)) },
  },
  states: {
    idle: {},
    uploading: {
      // Picking another file while one is sending is not offered: cancel first.
      on: {
        'user.filePicked': {},
        'upload.progress': {
          actions: assign(({ context, event }) => ({
            progress: { sent: Math.min(event.total, Math.max(context.progress.sent, event.sent)), total: event.total },
          })),
        },
        'upload.done': { target: 'done', actions: assign(({ event }) => ({ resume: event.resume })) },
        'upload.failed': { target: 'failed', actions: assign(({ event }) => ({ failure: event.problem })) },
        'user.cancelled': 'cancelled',
      },
      invoke: { src: 'uploadResume', input: ({ context }) => ({ file: context.file! }) },
    },
    failed: {
      on: {
        'user.retried': { guard: 'retryHelps', target: 'uploading', actions: assign(({ context }) => startAttempt(context.file!)) },
        'user.dismissed': { target: 'idle', actions: assign({ failure: null }) },
      },
    },
    cancelled: {
      on: {
        'user.retried': { guard: 'retryHelps', target: 'uploading', actions: assign(({ context }) => startAttempt(context.file!)) },
        'user.dismissed': 'idle',
      },
    },
    done: {
      on: { 'user.dismissed': 'idle' },
    },
  },
})

export type ResumeUploadMachine = typeof resumeUploadMachine
/** The system id of a resume field's upload flow: the inspector and the state explorer's screens find it by it. */
export const RESUME_UPLOAD_SYSTEM_ID = 'resumes.upload'
export type ResumeUploadActor = ActorRefFrom<ResumeUploadMachine>
