import { createActor, fromCallback, type InspectionEvent, type Observer } from 'xstate'
import type { Api } from '../../core/api/transport'
import type { EnvConfig } from '../../core/env/schema'
import type { StoragePort } from '../../core/ports/storage'
import type { UploadFile, UploadPort } from '../../core/ports/upload'
import {
  createResumesApi,
  readUploadMethod,
  resumeDownloadUrl,
  ResumeUploadError,
  knownUploadMethod,
  uploadResume,
  type ResumesApi,
  type ResumeUploadMethod,
} from '../../core/resumes'
import { SESSION_STORED } from '../../core/session'
import { readStored } from '../../core/storage'
import { abortable } from './abortable'
import { RESUME_UPLOAD_SYSTEM_ID, resumeUploadMachine, type ResumeUploadActor, type UploadActorEvent } from './resumeUpload.machine'

/** The stored browser value that picks how resumes are uploaded (spec section 3). */
export const RESUME_UPLOAD_METHOD_KEY = 'resumeUploadMethod'

/** What the resume screens and any form with a resume field use (AppActor.resumes()). */
export interface ResumesRuntime {
  readonly api: ResumesApi
  /** A new upload flow (one per resume field), started; stop it when the field goes. */
  startUpload(): ResumeUploadActor
  /** Where a resume downloads (as an attachment), or null when there is no downloadToken. */
  downloadUrl(id: string): string | null
  /** The stored resumeUploadMethod; auto when unset or not one of the four (an upload then says why). */
  uploadMethod(): ResumeUploadMethod
  /** Stores resumeUploadMethod (auto removes it). */
  setUploadMethod(method: ResumeUploadMethod): void
  /** Whether this server offers the s3 method (asked once; false when the question fails). */
  s3Available(): Promise<boolean>
}

export interface ResumesRuntimeDeps {
  readonly transport: Api
  readonly upload: UploadPort
  readonly storage: StoragePort
  readonly config: () => EnvConfig
  readonly locale: () => string
  readonly token: () => Promise<string | null>
  /** XState's inspection observer (the state explorer, @statelyai/inspect); none by default. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

/** Builds the resume calls and the upload flow on the app's transport, upload port and session. */
export function createResumesRuntime(deps: ResumesRuntimeDeps): ResumesRuntime {
  const api = createResumesApi(deps.transport)
  let s3: Promise<boolean> | null = null
  const s3Available = () => {
    s3 ??= Promise.resolve().then(() => api.uploadOptions()).then(
      (options) => options.s3,
      () => {
        s3 = null
        return false
      },
    )
    return s3
  }
  const storedMethod = () => readUploadMethod(deps.storage.local.get(RESUME_UPLOAD_METHOD_KEY))
  const uploadDeps = {
    upload: deps.upload,
    config: deps.config,
    locale: deps.locale,
    token: deps.token,
    method: storedMethod,
    calls: api,
    s3Available,
  }
  const uploader = fromCallback<UploadActorEvent, { readonly file: UploadFile }>(({ sendBack, input }) => {
    const controller = abortable()
    uploadResume(uploadDeps, input.file, { signal: controller.signal, onProgress: (progress) => sendBack({ type: 'upload.progress', ...progress }) }).then(
      (resume) => sendBack({ type: 'upload.done', resume }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const problem = error instanceof ResumeUploadError ? error.problem : { message: { id: 'resumes.error.server' as const }, retry: true }
        sendBack({ type: 'upload.failed', problem })
      },
    )
    return () => controller.abort()
  })
  const machine = resumeUploadMachine.provide({ actors: { uploadResume: uploader } })
  return {
    api,
    s3Available,
    uploadMethod() {
      return knownUploadMethod(storedMethod())
    },
    setUploadMethod(method) {
      if (method === 'auto') deps.storage.local.remove(RESUME_UPLOAD_METHOD_KEY)
      else deps.storage.local.set(RESUME_UPLOAD_METHOD_KEY, JSON.stringify(method))
    },
    startUpload: () => createActor(machine, { systemId: RESUME_UPLOAD_SYSTEM_ID, inspect: deps.inspect }).start(),
    downloadUrl(id) {
      // Only the full session's: a provisional (tmp) token opens no resume.
      const downloadToken = readStored(deps.storage.local, SESSION_STORED.downloadToken.key, SESSION_STORED.downloadToken.schema, null)
      return downloadToken === null ? null : resumeDownloadUrl(deps.config().apiUrl, id, downloadToken)
    },
  }
}
