import type { PartnerApply } from '../../../core/applications'
import type { ClaimReason } from '../../../core/claims'
import { claimsMessages } from '../../../core/i18n/messages/claims'
import { emailKeyOf } from '../applications/store'
import type { Mail } from '../mail/mailer'
import type { ClaimableApplication } from './store'

/** What to do with one claim. */
export type ClaimDecision =
  | { readonly kind: 'refuse'; readonly reason: Extract<ClaimReason, 'notClaimable'> }
  | { readonly kind: 'alreadyYours' }
  /** Proven by the account's verified email: assign it now. */
  | { readonly kind: 'assign' }
  /** Its email is not the account's verified one: the owner of that email must confirm by the mailed code. */
  | { readonly kind: 'confirm'; readonly emailKey: string }

/**
 * The ownership rule (docs/decisions.md, "Claims"). A claim names an application and the email it was made with;
 * the server never trusts either. Refused alike, so a caller learns nothing: no such application, another account's,
 * or made with another email than the claim's. Then: the caller's already; proven by the account's verified email;
 * or to be confirmed by the code mailed to the application's own email (never to an address the caller chose).
 */
export function decideClaim(claim: PartnerApply, application: ClaimableApplication | undefined, caller: { readonly id: string; readonly verifiedEmailKey: string | null }): ClaimDecision {
  if (application === undefined) return { kind: 'refuse', reason: 'notClaimable' }
  if (application.userId === caller.id) return { kind: 'alreadyYours' }
  if (application.userId !== null || application.emailKey !== emailKeyOf(claim.email)) return { kind: 'refuse', reason: 'notClaimable' }
  if (caller.verifiedEmailKey !== null && caller.verifiedEmailKey === application.emailKey) return { kind: 'assign' }
  return { kind: 'confirm', emailKey: application.emailKey }
}

/** The key a claim code is kept under: the account that asked and the address it went to (a code works for that pair only). */
export const claimCodeKey = (userId: string, emailKey: string) => `claim:${userId}:${emailKey}`

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/**
 * The mail with the claim code, to the applications' email. It names the account that asked, so a stranger's request
 * is recognised; an account whose email is not verified is named as such (its email could be anyone's).
 */
export const claimCodeMail = (to: string, account: { readonly email: string; readonly verified: boolean }, code: string): Mail => ({
  to,
  subject: fill(claimsMessages['claims.mail.subject'], { code }),
  body: fill(claimsMessages['claims.mail.body'], {
    code,
    account: account.verified ? account.email : fill(claimsMessages['claims.mail.unverifiedAccount'], { email: account.email }),
  }),
})
