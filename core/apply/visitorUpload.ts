import * as v from 'valibot'
import type { EnvConfig } from '../env/schema'
import type { AbortSignalLike, HttpResponse } from '../ports/http'
import type { UploadFile, UploadPort, UploadProgress } from '../ports/upload'
import { RESUME_FILE_NAME_HEADER, RESUME_MAX_BYTES, refusedUpload, ResumeUploadError } from '../resumes'
import { VisitorResumeSchema, type VisitorResume } from './schemas'

/** What a visitor's upload runs on: the upload port, the API's base address and the locale (no token: none is needed). */
export interface VisitorUploadDeps {
  readonly upload: UploadPort
  readonly config: () => EnvConfig
  readonly locale: () => string
}

const problem = (id: 'resumes.error.tooLarge' | 'resumes.error.empty' | 'resumes.error.unreadable' | 'resumes.error.cancelled' | 'resumes.error.network' | 'resumes.error.server', retry = false) =>
  new ResumeUploadError({ message: id === 'resumes.error.tooLarge' ? { id, values: { megabytes: RESUME_MAX_BYTES / 1024 / 1024 } } : { id }, retry })

/**
 * A visitor's resume while applying: POST /rest/apply/resumes with the file as the body (progress reported), the
 * same content checks as an account's upload; resolves with the resume and the upload token that alone lets this
 * browser apply with it. Rejects with a ResumeUploadError, as core/resumes' uploadResume does.
 */
export async function uploadVisitorResume(
  deps: VisitorUploadDeps,
  file: UploadFile,
  options: { readonly signal?: AbortSignalLike; readonly onProgress?: (progress: UploadProgress) => void } = {},
): Promise<VisitorResume> {
  if (file.size > RESUME_MAX_BYTES) throw problem('resumes.error.tooLarge')
  if (file.size === 0) throw problem('resumes.error.empty')
  const headers = {
    Accept: 'application/json',
    'Accept-Language': deps.locale(),
    'Content-Type': 'application/octet-stream',
    [RESUME_FILE_NAME_HEADER]: encodeURIComponent(file.name),
  }
  const url = `${deps.config().apiUrl.replace(/\/+$/, '')}/rest/apply/resumes`
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
    return v.parse(VisitorResumeSchema, JSON.parse(response.body))
  } catch {
    throw problem('resumes.error.server', true)
  }
}
