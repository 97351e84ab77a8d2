import type { APIRequestContext } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { pdf } from '../support/resumeFiles'
import { expect } from './support'

export interface ApplyByApiOptions {
  readonly jobId: string
  readonly email: string
  /** A full session's token: the account applies with a resume it uploads; without it, a visitor's upload. */
  readonly jwt?: string
  readonly answers?: Readonly<Record<string, unknown>>
}

/**
 * An application made through the API exactly as Easy Apply makes it: the resume first (the account's POST
 * /rest/resumes, or a visitor's POST /rest/apply/resumes with its upload token), then POST /rest/applications.
 * For journeys whose subject comes after applying (the applications pages, claims, the interview).
 */
export async function applyByApi(request: APIRequestContext, options: ApplyByApiOptions): Promise<{ applicationId: string; interviewPath: string }> {
  const auth: Record<string, string> = options.jwt === undefined ? {} : { authorization: `Bearer ${options.jwt}` }
  const upload = await request.post(options.jwt === undefined ? '/rest/apply/resumes' : '/rest/resumes', {
    headers: { ...auth, 'content-type': 'application/octet-stream', 'x-file-name': 'cv.pdf' },
    data: Buffer.from(pdf()),
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const uploaded = (await upload.json()) as { id?: string; resume?: { id: string }; uploadToken?: string }
  const response = await request.post('/rest/applications', {
    headers: auth,
    data: {
      jobId: options.jobId,
      idempotencyKey: randomUUID(),
      method: 'easyApply',
      applicant: { firstName: 'Ada', lastName: 'Lovelace', email: options.email, phone: { number: '512 555 0100' } },
      resumeId: uploaded.resume?.id ?? uploaded.id,
      resumeToken: uploaded.uploadToken ?? null,
      answers: { workAuthorization: 'anyEmployer', ...options.answers },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const answer = (await response.json()) as { application: { id: string }; interviewPath: string }
  return { applicationId: answer.application.id, interviewPath: answer.interviewPath }
}
