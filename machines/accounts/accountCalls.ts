import type { SetPasswordRequest, ProfileNameRequest } from '../../core/accounts'
import type { MessageId } from '../../core/i18n/en-US'
import type { KeyValueStore } from '../../core/ports/storage'
import type { Profile } from '../../core/session'
import type { AccountServices } from './accountServices'
import { clearNameDraft } from '../../core/accounts'

/*
 * The settings forms' submit effects (machines/forms/formSubmission.machine.ts), bound to the app's services: each
 * does the call and what must follow its success (a new profile, new tokens), so that is done even when the page
 * is left before the answer.
 */

/** The name form's submit: saves the name, forgets the draft, and hands the answered profile to the session. */
export const saveNameWith = (auth: AccountServices, drafts: KeyValueStore, userId: string) => async (name: ProfileNameRequest): Promise<Profile> => {
  const profile = await auth.account.saveName(name)
  clearNameDraft(drafts, userId)
  auth.session.profileLoaded(profile)
  return profile
}

/** The email form's submit: mails the link to the new address; answers that address. */
export const requestEmailChangeWith = (auth: AccountServices) => async ({ email }: { readonly email: string }): Promise<string> => {
  await auth.account.requestEmailChange(email)
  return email
}

/**
 * The password form's submit: sets the password (no current one) or changes it, and keeps the answered tokens (the
 * change revokes the older ones). Answers what to say: changed or set.
 */
export const setPasswordWith = (auth: AccountServices) => async (request: SetPasswordRequest): Promise<MessageId> => {
  const answer = await auth.account.setPassword(request)
  auth.session.signedIn({ jwt: answer.jwt, downloadToken: answer.downloadToken }, answer.profile)
  return request.currentPassword === undefined ? 'accountSettings.password.setDone' : 'accountSettings.password.changed'
}

/** The account deletion's submit: deletes the account (POST /rest/profile/delete); the page then signs out. */
export const deleteAccountWith = (auth: AccountServices) => async ({ email }: { readonly email: string }): Promise<true> => {
  await auth.account.deleteAccount(email)
  return true
}
