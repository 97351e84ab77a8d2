import type { KeyValueStore } from '../ports/storage'

/**
 * The consulting profile's email (spec section 3's session user, "consulting profile email"): kept on the device once
 * the enrolment's identity step is done, so the navigation guard can prefill it on the sign-in page (knownEmailOf).
 * Plain code, no schema: the first screen reads it.
 */
export const CONSULTING_EMAIL_KEY = 'hireflow.consultingProfileEmail'

export const readConsultingEmail = (store: KeyValueStore): string | null => {
  const value = store.get(CONSULTING_EMAIL_KEY)
  return value !== null && value.includes('@') && value.length <= 200 ? value : null
}
export const keepConsultingEmail = (store: KeyValueStore, email: string): void => store.set(CONSULTING_EMAIL_KEY, email)

/** Where the enrolment keeps its draft (core/forms' `formDraft.` and the runtime's CONSULTING_DRAFT_KEY). */
export const CONSULTING_DRAFT_STORAGE_KEY = 'formDraft.consulting.enrolment'

/** The person signed out or deleted their account: their enrolment's draft and email leave the device. */
export const forgetConsultingEnrolment = (store: KeyValueStore): void => {
  store.remove(CONSULTING_EMAIL_KEY)
  store.remove(CONSULTING_DRAFT_STORAGE_KEY)
}
