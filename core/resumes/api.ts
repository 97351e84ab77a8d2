import { signedInOnly } from '../api/signedInOnly'
import type { Api } from '../api/transport'
import * as v from 'valibot'
import {
  ResumeListSchema,
  ResumeSchema,
  ResumeSummarySchema,
  ResumeUploadOptionsSchema,
  ResumeUploadTicketSchema,
  type Resume,
  type ResumeSummary,
  type ResumeUploadOptions,
  type ResumeUploadTicket,
} from './schemas'

const DeletedSchema = v.object({ deleted: v.string() })

/**
 * The resume calls (docs/api.md), signed in with the current token; each rejects with an ApiError. The upload
 * is not here: it needs upload progress, so it goes through the UploadPort (./upload.ts).
 */
export interface ResumesApi {
  /** GET /rest/resumes: the signed-in user's resumes, newest first. */
  list(): Promise<readonly Resume[]>
  /** PATCH /rest/resumes/{id}: activates or inactivates one; answers it. */
  setActive(id: string, active: boolean): Promise<Resume>
  /** GET /rest/resumes/{id}/summary: what was read from the resume (most recent title and employer, skills). */
  summary(id: string): Promise<ResumeSummary>
  /** DELETE /rest/resumes/{id}: deletes the resume and its file. */
  remove(id: string): Promise<void>
  /** GET /rest/resumes/upload-options: whether the s3 upload method can be used here. */
  uploadOptions(): Promise<ResumeUploadOptions>
  /** POST /rest/resumes/uploads: a presigned URL to PUT the file to (the s3 upload method). */
  createUploadTicket(fileName: string, size: number): Promise<ResumeUploadTicket>
  /** POST /rest/resumes/uploads/{id}/complete: the server checks the object PUT to the store and keeps it. */
  completeUpload(id: string): Promise<Resume>
}

export const resumePath = (id: string) => `/rest/resumes/${encodeURIComponent(id)}`

/** Creates the resume calls over the app's API transport. */
export const createResumesApi = (transport: Api): ResumesApi => {
  // For a full session only (adapters/server): none of these goes out without a token (core/api/signedInOnly.ts).
  const api = signedInOnly(transport)
  return {
    list: () => api.call({ method: 'GET', path: '/rest/resumes', schema: ResumeListSchema }).then((answer) => answer.resumes),
    setActive: (id, active) => api.call({ method: 'PATCH', path: resumePath(id), body: { active }, schema: ResumeSchema }),
    summary: (id) => api.call({ method: 'GET', path: `${resumePath(id)}/summary`, schema: ResumeSummarySchema }),
    remove: (id) => api.call({ method: 'DELETE', path: resumePath(id), schema: DeletedSchema }).then(() => undefined),
    uploadOptions: () => api.call({ method: 'GET', path: '/rest/resumes/upload-options', schema: ResumeUploadOptionsSchema }),
    createUploadTicket: (fileName, size) => api.call({ method: 'POST', path: '/rest/resumes/uploads', body: { fileName, size }, schema: ResumeUploadTicketSchema }),
    completeUpload: (id) => api.call({ method: 'POST', path: `/rest/resumes/uploads/${encodeURIComponent(id)}/complete`, schema: ResumeSchema }),
  }
}

/**
 * The address that downloads a resume: GET /rest/resumes/{id}/file?downloadToken=... (a link cannot send the
 * bearer token, so the session's downloadToken rides in the query; the server answers it as an attachment).
 */
export const resumeDownloadUrl = (apiUrl: string, id: string, downloadToken: string): string =>
  `${apiUrl.replace(/\/+$/, '')}${resumePath(id)}/file?downloadToken=${encodeURIComponent(downloadToken)}`

