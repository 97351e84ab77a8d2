import * as v from 'valibot'
import { EmailSchema } from '../identity'
import { safeText } from '../text'

/** Names are at most this long (as at sign-up). */
export const NAME_MAX_LENGTH = 100

const PersonName = v.pipe(v.string(), safeText(), v.trim(), v.minLength(1), v.maxLength(NAME_MAX_LENGTH))

/** PATCH /rest/profile's body: the account's name (both parts required, trimmed). Answers the profile. */
export const ProfileNameRequestSchema = v.object({ firstName: PersonName, lastName: PersonName })
export type ProfileNameRequest = v.InferOutput<typeof ProfileNameRequestSchema>


/**
 * POST /rest/profile/delete's body: the account's email address typed again, to confirm the deletion (any case and
 * surrounding spaces). A different address is refused with the field's message.
 */
export const DeleteAccountRequestSchema = v.object({
  email: v.pipe(v.string('accountSettings.delete.emailRequired'), v.trim(), v.minLength(1, 'accountSettings.delete.emailRequired'), v.maxLength(254, 'accountSettings.delete.emailMismatch')),
})
export type DeleteAccountRequest = v.InferOutput<typeof DeleteAccountRequestSchema>

/** POST /rest/profile/email's body: the new address; a link to confirm it is mailed there. */
export const EmailChangeRequestSchema = v.object({ email: EmailSchema })

/** The token of an email-change link (/settings/change-email/{code}): 256 random bits, base64url. */
export const EmailChangeCodeSchema = v.pipe(v.string(), v.regex(/^[\w-]{22,128}$/))

/** GET /rest/profile/email/{code}'s answer: the address the pending change would move the account to. */
export const EmailChangePreviewSchema = v.object({ email: v.string() })
export type EmailChangePreview = v.InferOutput<typeof EmailChangePreviewSchema>
