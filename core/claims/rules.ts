import * as v from 'valibot'
import { PartnerApplySchema, type PartnerApply } from '../applications'
import { ClaimCodeSchema, CLAIMS_PER_CALL, type ClaimAnswer } from './schemas'

/** A row of the local partnerApplies table as the port gives it (any extra fields the apply flow keeps). */
export interface LocalPartnerApply {
  readonly id: string
  readonly email: string
  readonly [field: string]: unknown
}

/** An application the claims dialog lists: claimed, or waiting for the code mailed to `email`. */
export interface ClaimView {
  readonly id: string
  readonly job: ClaimAnswer['job']
  /** The email it was made with (from this device's own row): where the code went. */
  readonly email: string
}

/** A claim that failed, as it is logged: the id and the reason, never the email. */
export interface ClaimFailure {
  readonly id: string
  readonly reason: string
}

/** What one check (or confirm) came to. */
export interface ClaimOutcome {
  /** Now in the account: the dialog lists them. */
  readonly claimed: readonly ClaimView[]
  /** Waiting for the mailed code (kept on the device until confirmed). */
  readonly pending: readonly ClaimView[]
  /** Refused: deleted from the device and logged. */
  readonly failed: readonly ClaimFailure[]
  /** Rows to delete from the device: the failed, the claimed and those that were the account's already. */
  readonly forget: readonly string[]
}

/**
 * The partner applies to send: every valid row, at most CLAIMS_PER_CALL (the rest go at the next check), whatever
 * its email. Rows with another email than the account's (the spec's claims) need the mailed code; rows with the
 * account's own verified email are claimed at once by the same call (docs/decisions.md, "Claims"). Rows that are not
 * partner applies at all come back in `invalid`, to be deleted.
 */
export function claimsToSend(rows: readonly LocalPartnerApply[]): { readonly send: readonly PartnerApply[]; readonly invalid: readonly string[] } {
  const send: PartnerApply[] = []
  const invalid: string[] = []
  const seen = new Set<string>()
  for (const row of rows) {
    const parsed = v.safeParse(PartnerApplySchema, row)
    if (!parsed.success) invalid.push(String(row.id))
    else if (!seen.has(parsed.output.id) && send.length < CLAIMS_PER_CALL) {
      seen.add(parsed.output.id)
      send.push(parsed.output)
    }
  }
  return { send, invalid }
}

/**
 * Sorts the server's answers to the claims `sent`: claimed ones for the dialog, ones waiting for the code, failed
 * ones to delete and log. A claim the server did not answer stays on the device for the next check.
 */
export function outcomeOf(sent: readonly { readonly id: string; readonly email: string }[], answers: readonly ClaimAnswer[]): ClaimOutcome {
  const answerOf = new Map(answers.map((answer) => [answer.id, answer]))
  const claimed: ClaimView[] = []
  const pending: ClaimView[] = []
  const failed: ClaimFailure[] = []
  const forget: string[] = []
  for (const claim of sent) {
    const answer = answerOf.get(claim.id)
    if (answer === undefined) continue
    const view = { id: claim.id, job: answer.job, email: claim.email }
    if (answer.success) {
      forget.push(claim.id)
      if (answer.reason !== 'alreadyYours') claimed.push(view)
    } else if (answer.reason === 'confirmationRequired') pending.push(view)
    else {
      forget.push(claim.id)
      failed.push({ id: claim.id, reason: answer.reason ?? 'unknown' })
    }
  }
  return { claimed, pending, failed, forget }
}

/**
 * After a confirm call: the pending ones it claimed move to `claimed`; those still waiting stay; a pending one the
 * server now refuses for another reason than the code fails. `invalidCode` for all means the code was wrong.
 */
export function confirmOutcome(pending: readonly ClaimView[], answers: readonly ClaimAnswer[]): ClaimOutcome & { readonly codeAccepted: boolean } {
  const answerOf = new Map(answers.map((answer) => [answer.id, answer]))
  const claimed: ClaimView[] = []
  const still: ClaimView[] = []
  const failed: ClaimFailure[] = []
  const forget: string[] = []
  for (const view of pending) {
    const answer = answerOf.get(view.id)
    if (answer?.success) {
      forget.push(view.id)
      claimed.push({ ...view, job: answer.job ?? view.job })
    } else if (answer === undefined || answer.reason === 'invalidCode' || answer.reason === 'confirmationRequired') still.push(view)
    else {
      forget.push(view.id)
      failed.push({ id: view.id, reason: answer.reason ?? 'unknown' })
    }
  }
  return { claimed, pending: still, failed, forget, codeAccepted: claimed.length > 0 }
}

/** Whether a path is an interview page (/interview/...), where the claims dialog does not open. */
export const isInterviewPath = (path: string): boolean => /^\/interview(\/|$)/.test(path)

/** The code as the server takes it (spaces around dropped), or null when it is not 6 digits. */
export function claimCodeOf(typed: string): string | null {
  const parsed = v.safeParse(ClaimCodeSchema, typed)
  return parsed.success ? parsed.output : null
}

/** Claims waiting for a code, by the email they were made with (one mailed code per email), in first-seen order. */
export function pendingByEmail(pending: readonly ClaimView[]): ReadonlyArray<readonly [string, readonly ClaimView[]]> {
  const groups = new Map<string, ClaimView[]>()
  for (const claim of pending) {
    const key = claim.email.trim().toLowerCase()
    groups.set(key, [...(groups.get(key) ?? []), claim])
  }
  return [...groups.entries()]
}
