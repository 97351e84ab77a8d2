import * as v from 'valibot'
import type { Api } from '../api/transport'
import type { InterviewResumeSummary } from './rules'
import { InterviewSchema, type Interview, type InterviewAnswerOf, type InterviewQuestion, type InterviewRef } from './schemas'

/** The REST path of an interview: by its signed link's parts, or by application id for its signed-in owner. */
export function interviewPath(ref: InterviewRef): string {
  if (ref.kind === 'owner') return `/rest/interview/application/${encodeURIComponent(ref.applicationId)}`
  const { applicationId, jobId, userId, obfuscatedId } = ref.parts
  return `/rest/interview/link/${[applicationId, jobId, userId, obfuscatedId].map(encodeURIComponent).join('/')}`
}

/** The interview calls (docs/api.md, "Instant interview"); each rejects with an ApiError. */
export interface InterviewApi {
  /** GET {interview}: the job, the application's prefill, the answers saved so far. */
  load(ref: InterviewRef): Promise<Interview>
  /** PUT {interview}/answers/{question}: saves one answer (again: the same answer is saved once); answers the interview. */
  save<Q extends InterviewQuestion>(ref: InterviewRef, question: Q, answer: InterviewAnswerOf<Q>): Promise<Interview>
}

/** Creates the interview calls over the app's API transport. */
export const createInterviewApi = (api: Api): InterviewApi => ({
  load: (ref) => api.call({ method: 'GET', path: interviewPath(ref), schema: InterviewSchema }),
  save: (ref, question, answer) =>
    api.call({ method: 'PUT', path: `${interviewPath(ref)}/answers/${question}`, body: { answer }, schema: InterviewSchema }),
})

/** The parts of an app path /interview/{applicationId}/{jobId}/{userId}/{obfuscatedId}, or null when it is not one. */
export function linkPartsOf(path: string): { applicationId: string; jobId: string; userId: string; obfuscatedId: string } | null {
  const match = /^\/interview\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)\/?$/.exec(path)
  if (!match) return null
  try {
    const [applicationId = '', jobId = '', userId = '', obfuscatedId = ''] = match.slice(1).map((segment) => decodeURIComponent(segment))
    return { applicationId, jobId, userId, obfuscatedId }
  } catch {
    return null
  }
}

/** What GET /rest/resumes/{id}/summary answers (the resumes module's call; see InterviewResumeSummary). */
const ResumeSummarySchema = v.object({
  mostRecentTitle: v.nullable(v.string()),
  mostRecentEmployer: v.nullable(v.string()),
  skills: v.array(v.string()),
})

/**
 * The seam to the resumes module's summary call (GET /rest/resumes/{id}/summary, the signed-in owner's): what the
 * interview offers to confirm. Replace with ResumesApi.summary once it is there.
 */
export const resumeSummaryOf = (api: Api, resumeId: string): Promise<InterviewResumeSummary> =>
  api.call({ method: 'GET', path: `/rest/resumes/${encodeURIComponent(resumeId)}/summary`, schema: ResumeSummarySchema })
