import * as v from 'valibot'
import type { MessageId } from '../i18n/en-US'
import { DeleteAccountRequestSchema, NAME_MAX_LENGTH } from './schemas'
import { safeText, UNSAFE_TEXT_MESSAGE } from '../text'

const name = (requiredMessage: MessageId) =>
  v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(NAME_MAX_LENGTH, 'accountSettings.error.nameTooLong'))

/** The account page's name form (spec section 5's messages). */
export const NameFormSchema = v.object({
  firstName: name('signIn.error.firstNameRequired'),
  lastName: name('signIn.error.lastNameRequired'),
})

/** The current-password field of a password change: required (spec section 5). */
export const CurrentPasswordSchema = v.object({ currentPassword: v.pipe(v.string(), v.nonEmpty('password.error.currentRequired')) })

/**
 * The account deletion's confirmation: the account's email typed again (any case, spaces around it ignored), as the
 * server checks it (POST /rest/profile/delete).
 */
export const deleteAccountFormSchema = (accountEmail: string) =>
  v.object({
    email: v.pipe(
      DeleteAccountRequestSchema.entries.email,
      v.check((typed) => typed.toLowerCase() === accountEmail.trim().toLowerCase(), 'accountSettings.delete.emailMismatch'),
    ),
  })
