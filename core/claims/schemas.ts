import * as v from 'valibot'
import { ClaimResultSchema, PartnerApplySchema } from '../applications'

/**
 * Claims' wire shapes (docs/api.md, "Claims"): POST /rest/interview/check-claims and POST
 * /rest/interview/claims/confirm. Shared by the claims machine's calls and the server.
 */

/** The most partner applies one check-claims call takes (a device rarely holds more than a few). */
export const CLAIMS_PER_CALL = 50

/** The digits of the mailed code that proves the applicant owns an application's email. */
export const CLAIM_CODE_DIGITS = 6

/**
 * Why a claim came out as it did (ClaimResult.reason):
 * - `claimed`: proven (the account's verified email, or the mailed code) and now in the account;
 * - `alreadyYours`: it was in the account already (made signed in, or claimed before);
 * - `confirmationRequired`: its email is not the account's: a code was mailed to it (POST /rest/interview/claims/confirm);
 * - `notClaimable`: no such application, another account's, or not made with the claim's email (one reason for all three);
 * - `duplicate`: the account already has an application for the same job;
 * - `invalidCode`: the confirm call's code did not prove it (also for an id the server does not know).
 */
export const CLAIM_REASONS = ['claimed', 'alreadyYours', 'confirmationRequired', 'notClaimable', 'duplicate', 'invalidCode'] as const
export type ClaimReason = (typeof CLAIM_REASONS)[number]

/** POST /rest/interview/check-claims's body: the device's partner applies. */
export const CheckClaimsRequestSchema = v.object({ claims: v.pipe(v.array(PartnerApplySchema), v.minLength(1), v.maxLength(CLAIMS_PER_CALL)) })
export type CheckClaimsRequest = v.InferOutput<typeof CheckClaimsRequestSchema>

/** The job of a claimed (or to be confirmed) application, as the dialog lists it; null when the job has gone. */
export const ClaimedJobSchema = v.nullable(v.object({ title: v.string(), company: v.string() }))

/**
 * One claim's answer: the spec's ClaimResult (id, success, reason) plus the job, given only for an application the
 * caller may see (claimed, already theirs, or waiting for the code the caller's device applied with).
 */
export const ClaimAnswerSchema = v.object({ ...ClaimResultSchema.entries, job: v.optional(ClaimedJobSchema, null) })
export type ClaimAnswer = v.InferOutput<typeof ClaimAnswerSchema>
export const ClaimAnswersSchema = v.array(ClaimAnswerSchema)

/** The mailed code as typed: digits, spaces around ignored. */
export const ClaimCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'claims.code.invalidFormat'))

/** POST /rest/interview/claims/confirm's body: the applications waiting for the code, and the code. */
export const ConfirmClaimsRequestSchema = v.object({
  ids: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))), v.minLength(1), v.maxLength(CLAIMS_PER_CALL)),
  code: ClaimCodeSchema,
})
export type ConfirmClaimsRequest = v.InferOutput<typeof ConfirmClaimsRequestSchema>
