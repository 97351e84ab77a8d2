import * as v from 'valibot'
import { ApiErrorBodySchema } from '../api/errorBody'
import type { EnvConfig } from '../env/schema'
import type { MessageDescriptor } from '../i18n/en-US'
import type { AbortSignalLike, HttpResponse } from '../ports/http'
import type { ApiError } from '../api/contract'
import type { UploadFile, UploadPort, UploadProgress } from '../ports/upload'
import type { ResumesApi } from './api'
import { RESUME_FILE_NAME_HEADER, RESUME_MAX_BYTES, ResumeSchema, ResumeUploadMethodSchema, type Resume, type ResumeUploadMethod } from './schemas'

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
  /** The s3 method's calls (a ticket, then complete), over the app's transport. */
  readonly calls: Pick<ResumesApi, 'createUploadTicket' | 'completeUpload'>
  /** Whether the server offers the s3 method (GET /rest/resumes/upload-options, asked once); false when that fails. */
  readonly s3Available: () => Promise<boolean>
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
  return refusedWith(response.status, errorCode(response.body))
}

/** The screen's message for a refused s3 step (the ticket or the complete call, through the API transport). */
function refusedCall(error: unknown): ResumeUploadError {
  const failure = error as ApiError
  if (failure._tag === 'HttpError') return refusedWith(failure.status, failure.code)
  if (failure._tag === 'Aborted') return problem('resumes.error.cancelled', true)
  if (failure._tag === 'NetworkError') return problem('resumes.error.network', true)
  return problem('resumes.error.server', true)
}

function refusedWith(status: number, code: string | undefined): ResumeUploadError {
  if (code === 'resume.uploadMissing' || code === 'resume.uploadExpired' || code === 'resume.uploadNotFound') return problem('resumes.error.server', true)
  if (status === 413 || code === 'request.tooLarge') return problem('resumes.error.tooLarge', false, { megabytes: RESUME_MAX_BYTES / 1024 / 1024 })
  if (code === 'resume.unsupportedType') return problem('resumes.error.unsupportedType')
  if (code === 'resume.empty') return problem('resumes.error.empty')
  if (code === 'resume.archiveRefused') return problem('resumes.error.archiveRefused')
  if (code === 'resume.uploadMethodUnavailable') return problem('resumes.error.s3Unavailable')
  if (status === 401) return problem('resumes.error.signedOut')
  if (status === 429 || status >= 500) return problem('resumes.error.server', true)
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

/** The stored method when it is one of the four, else auto (the setting's control shows it; an upload says why). */
export function knownUploadMethod(method: string | null): ResumeUploadMethod {
  const parsed = v.safeParse(ResumeUploadMethodSchema, method ?? 'auto')
  return parsed.success ? parsed.output : 'auto'
}

/** Which way a file goes: s3 (a presigned PUT straight to the store), api (the jaxApiUrl host) or rest (the apiUrl host). */
export type UploadRoute = 's3' | 'api' | 'rest'

/**
 * Which way the file goes for the stored resumeUploadMethod (docs/decisions.md, "Resume upload methods"): auto
 * (or unset) takes s3 when the server offers it, else rest; s3 is refused when the server does not offer it; api
 * and rest send it to the server, at jaxApiUrl and apiUrl. Anything else is refused with the spec's message.
 */
export function uploadRoute(method: string | null, s3Available: boolean): ResumeUploadError | UploadRoute {
  const parsed = v.safeParse(ResumeUploadMethodSchema, method ?? 'auto')
  if (!parsed.success) return problem('resumes.error.uploadMethod', false, { value: String(method) })
  if (parsed.output === 'auto') return s3Available ? 's3' : 'rest'
  if (parsed.output === 's3') return s3Available ? 's3' : problem('resumes.error.s3Unavailable')
  return parsed.output
}

type UploadOptions = { readonly signal?: AbortSignalLike; readonly onProgress?: (progress: UploadProgress) => void }

async function send(deps: ResumeUploadDeps, request: Parameters<UploadPort['upload']>[0]): Promise<HttpResponse> {
  try {
    return await deps.upload.upload(request)
  } catch (error) {
    const reason = (error as { reason?: string }).reason
    if (reason === 'unreadable') throw problem('resumes.error.unreadable')
    if (reason === 'aborted') throw problem('resumes.error.cancelled', true)
    throw problem('resumes.error.network', true)
  }
}

/** The s3 method: a ticket from the server, the bytes PUT to its presigned URL (with progress), then complete. */
async function uploadToStore(deps: ResumeUploadDeps, file: UploadFile, options: UploadOptions): Promise<Resume> {
  const ticket = await deps.calls.createUploadTicket(file.name, file.size).catch((error: unknown) => {
    throw refusedCall(error)
  })
  if (options.signal?.aborted) throw problem('resumes.error.cancelled', true)
  const response = await send(deps, { method: 'PUT', url: ticket.url, headers: ticket.headers, file, signal: options.signal, onProgress: options.onProgress })
  // The store's refusals are XML of its own: a retry (with a new ticket) is all the user can do.
  if (response.status < 200 || response.status > 299) throw problem('resumes.error.server', true)
  if (options.signal?.aborted) throw problem('resumes.error.cancelled', true)
  return deps.calls.completeUpload(ticket.id).catch((error: unknown) => {
    throw refusedCall(error)
  })
}

/**
 * Uploads a resume the user picked: checks the setting and size first, then sends the bytes with progress, by
 * the route the setting picks. Resolves with the stored resume; rejects with a ResumeUploadError (an abort says
 * resumes.error.cancelled).
 */
export async function uploadResume(deps: ResumeUploadDeps, file: UploadFile, options: UploadOptions = {}): Promise<Resume> {
  const method = deps.method()
  const wantsS3 = method === null || method === 'auto' || method === 's3'
  const route = uploadRoute(method, wantsS3 ? await deps.s3Available().catch(() => false) : false)
  if (typeof route !== 'string') throw route
  if (file.size > RESUME_MAX_BYTES) throw problem('resumes.error.tooLarge', false, { megabytes: RESUME_MAX_BYTES / 1024 / 1024 })
  if (file.size === 0) throw problem('resumes.error.empty')
  const token = await deps.token()
  if (token === null) throw problem('resumes.error.signedOut')
  if (route === 's3') return uploadToStore(deps, file, options)
  const headers = {
    Accept: 'application/json',
    'Accept-Language': deps.locale(),
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/octet-stream',
    [RESUME_FILE_NAME_HEADER]: encodeURIComponent(file.name),
  }
  const config = deps.config()
  const base = route === 'api' ? config.jaxApiUrl || config.apiUrl : config.apiUrl
  const url = `${base.replace(/\/+$/, '')}/rest/resumes`
  const response = await send(deps, { method: 'POST', url, headers, file, signal: options.signal, onProgress: options.onProgress })
  if (response.status < 200 || response.status > 299) throw refusedUpload(response)
  try {
    return v.parse(ResumeSchema, JSON.parse(response.body))
  } catch {
    throw problem('resumes.error.server', true)
  }
}
