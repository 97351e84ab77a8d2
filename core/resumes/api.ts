import type { Api } from '../api/transport'
import { ResumeListSchema, ResumeSchema, type Resume } from './schemas'

/**
 * The resume calls (docs/api.md), signed in with the current token; each rejects with an ApiError. The upload
 * is not here: it needs upload progress, so it goes through the UploadPort (./upload.ts).
 */
export interface ResumesApi {
  /** GET /rest/resumes: the signed-in user's resumes, newest first. */
  list(): Promise<readonly Resume[]>
  /** PATCH /rest/resumes/{id}: activates or inactivates one; answers it. */
  setActive(id: string, active: boolean): Promise<Resume>
}

export const resumePath = (id: string) => `/rest/resumes/${encodeURIComponent(id)}`

/** Creates the resume calls over the app's API transport. */
export const createResumesApi = (api: Api): ResumesApi => ({
  list: () => api.call({ method: 'GET', path: '/rest/resumes', schema: ResumeListSchema }).then((answer) => answer.resumes),
  setActive: (id, active) => api.call({ method: 'PATCH', path: resumePath(id), body: { active }, schema: ResumeSchema }),
})

/**
 * The address that downloads a resume: GET /rest/resumes/{id}/file?downloadToken=... (a link cannot send the
 * bearer token, so the session's downloadToken rides in the query; the server answers it as an attachment).
 */
export const resumeDownloadUrl = (apiUrl: string, id: string, downloadToken: string): string =>
  `${apiUrl.replace(/\/+$/, '')}${resumePath(id)}/file?downloadToken=${encodeURIComponent(downloadToken)}`

