import * as v from 'valibot'
import type { MessageId } from '../i18n/en-US'
import { NAME_MAX_LENGTH } from './schemas'
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
