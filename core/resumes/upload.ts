import * as v from 'valibot'
import { ApiErrorBodySchema } from '../api/errorBody'
import type { EnvConfig } from '../env/schema'
import type { MessageDescriptor } from '../i18n/en-US'
import type { AbortSignalLike, HttpResponse } from '../ports/http'
import type { UploadFile, UploadPort, UploadProgress } from '../ports/upload'
import { RESUME_FILE_NAME_HEADER, RESUME_MAX_BYTES, ResumeSchema, ResumeUploadMethodSchema, type Resume } from './schemas'

/** Why an upload failed, as the screen says it; `retry` when trying the same file again may work. */
export interface ResumeUploadProblem {
  readonly message: MessageDescriptor
  readonly retry: boolean
}

/** The rejection of uploadResume. */
export class ResumeUploadError extends Error {
  readonly problem: ResumeUploadProblem
  constructor(problem: ResumeUploadProblem) {
    super(`resume upload failed: ${problem.message.id}`)
    this.name = 'ResumeUploadError'
    this.problem = problem
  }
}

/** What the resume upload runs on: the upload port, the API's base address, the session's token, the setting. */
export interface ResumeUploadDeps {
  readonly upload: UploadPort
  readonly config: () => EnvConfig
  readonly token: () => string | null | Promise<string | null>
  readonly locale: () => string
  /** The stored value resumeUploadMethod (null when unset: auto). */
  readonly method: () => string | null
}

const problem = (id: MessageDescriptor['id'], retry = false, values?: MessageDescriptor['values']): ResumeUploadError =>
  new ResumeUploadError({ message: values ? { id, values } : { id }, retry })

const errorCode = (body: string): string | undefined => {
  try {
    const parsed = v.safeParse(ApiErrorBodySchema, JSON.parse(body))
    return parsed.success ? parsed.output.error.code : undefined
  } catch {
    return undefined
  }
}

/** The screen's message for a refused upload. */
export function refusedUpload(response: HttpResponse): ResumeUploadError {
  const code = errorCode(response.body)
  if (response.status === 413 || code === 'request.tooLarge') return problem('resumes.error.tooLarge', false, { megabytes: RESUME_MAX_BYTES / 1024 / 1024 })
  if (code === 'resume.unsupportedType') return problem('resumes.error.unsupportedType')
  if (code === 'resume.empty') return problem('resumes.error.empty')
  if (code === 'resume.archiveRefused') return problem('resumes.error.archiveRefused')
  if (code === 'resume.uploadMethodUnavailable') return problem('resumes.error.s3Unavailable')
  if (response.status === 401) return problem('resumes.error.signedOut')
  if (response.status === 429 || response.status >= 500) return problem('resumes.error.server', true)
  return problem('resumes.error.server')
}

/** The stored resumeUploadMethod as text: stored values are JSON ("\"api\""); a bare word is taken as it is. */
export function readUploadMethod(raw: string | null): string | null {
  if (raw === null) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return typeof parsed === 'string' ? parsed : raw
  } catch {
    return raw
  }
}

/**
 * Which way the file goes for the stored resumeUploadMethod: auto, api and rest send it to the API server
 * (POST /rest/resumes); s3 (a presigned URL to an S3-compatible store) is not built yet, so it is refused
 * (docs/decisions.md). Anything else is refused with the spec's message.
 */
export function uploadRoute(method: string | null): ResumeUploadError | 'server' {
  const parsed = v.safeParse(ResumeUploadMethodSchema, method ?? 'auto')
  if (!parsed.success) return problem('resumes.error.uploadMethod', false, { value: String(method) })
  return parsed.output === 's3' ? problem('resumes.error.s3Unavailable') : 'server'
}

/**
 * Uploads a resume the user picked: checks the setting and size first, then sends the bytes with progress.
 * Resolves with the stored resume; rejects with a ResumeUploadError (an abort says resumes.error.cancelled).
 */
export async function uploadResume(
  deps: ResumeUploadDeps,
  file: UploadFile,
  options: { readonly signal?: AbortSignalLike; readonly onProgress?: (progress: UploadProgress) => void } = {},
): Promise<Resume> {
  const route = uploadRoute(deps.method())
  if (route !== 'server') throw route
  if (file.size > RESUME_MAX_BYTES) throw problem('resumes.error.tooLarge', false, { megabytes: RESUME_MAX_BYTES / 1024 / 1024 })
  if (file.size === 0) throw problem('resumes.error.empty')
  const token = await deps.token()
  if (token === null) throw problem('resumes.error.signedOut')
  const headers = {
    Accept: 'application/json',
    'Accept-Language': deps.locale(),
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/octet-stream',
    [RESUME_FILE_NAME_HEADER]: encodeURIComponent(file.name),
  }
  const url = `${deps.config().apiUrl.replace(/\/+$/, '')}/rest/resumes`
  let response: HttpResponse
  try {
    response = await deps.upload.upload({ method: 'POST', url, headers, file, signal: options.signal, onProgress: options.onProgress })
  } catch (error) {
    const reason = (error as { reason?: string }).reason
    if (reason === 'unreadable') throw problem('resumes.error.unreadable')
    if (reason === 'aborted') throw problem('resumes.error.cancelled', true)
    throw problem('resumes.error.network', true)
  }
  if (response.status < 200 || response.status > 299) throw refusedUpload(response)
  try {
    return v.parse(ResumeSchema, JSON.parse(response.body))
  } catch {
    throw problem('resumes.error.server', true)
  }
}
