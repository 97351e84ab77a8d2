import type { StoragePort } from '../../core/ports'
import { decodeClaims, knownEmailOf, readConsultingEmail, readStoredTokens, type SessionFacts } from '../../core/session'
import type { SessionView } from '../session/sessionStore'

/**
 * What the navigation guard needs to know about the session: logged in, the admin flag (profile.admin), and
 * the email to prefill on the sign-in page when known. The email is the signed-in user's, else the one in a
 * stored token that no longer counts (expired, or this tab's provisional one), so an expired session is sent
 * to sign in with its address filled in. A session the server rejected was cleared and leaves no email. Else the
 * consulting profile's email (spec section 4: the user's, the apply profile's or the consulting profile's), kept on
 * the device by the consulting enrolment's identity step.
 */
export const sessionFactsOf = (view: SessionView, storage: StoragePort): SessionFacts => {
  const { token, provisionalToken } = readStoredTokens(storage)
  const claimedEmail = (jwt: string | null) => (jwt === null ? null : (decodeClaims(jwt)?.email ?? null))
  const profile = view._tag === 'SignedIn' ? view.profile : null
  return {
    loggedIn: view._tag === 'SignedIn',
    admin: profile?.admin === true,
    email: knownEmailOf({ email: profile?.email ?? claimedEmail(token) ?? claimedEmail(provisionalToken), consultingProfileEmail: readConsultingEmail(storage.local) }),
  }
}
