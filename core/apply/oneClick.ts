import * as v from 'valibot'
import { ApplicantSchema, WorkAuthorizationSchema } from '../applications'
import type { Prefill } from './schemas'
import { ApplySubmitSchema, type ApplySubmit } from './schemas'

/** How long 1-Click Apply waits for an undo before it sends the application. */
export const ONE_CLICK_UNDO_MS = 5_000

/**
 * 1-Click Apply is open to a signed-in user (the caller holds a Prefill only then) with an active resume and the
 * required answers on file from a previous application: names, email and phone, and a work authorization.
 */
export function oneClickEligible(prefill: Prefill | null): boolean {
  if (prefill === null || prefill.resume === null || prefill.answers === null || prefill.phone === null) return false
  const applicant = v.safeParse(ApplicantSchema, { firstName: prefill.firstName, lastName: prefill.lastName, email: prefill.email, phone: prefill.phone })
  return applicant.success && v.safeParse(WorkAuthorizationSchema, prefill.answers.workAuthorization).success
}

/** The 1-Click application of a job from what is on file, or null when 1-Click Apply is not open. */
export function oneClickRequest(prefill: Prefill | null, jobId: string, idempotencyKey: string): ApplySubmit | null {
  if (!oneClickEligible(prefill) || prefill === null) return null
  const parsed = v.safeParse(ApplySubmitSchema, {
    jobId,
    idempotencyKey,
    method: 'oneClick',
    applicant: { firstName: prefill.firstName, lastName: prefill.lastName, email: prefill.email, phone: prefill.phone },
    resumeId: prefill.resume?.id ?? null,
    resumeToken: null,
    answers: prefill.answers,
  })
  return parsed.success ? parsed.output : null
}
