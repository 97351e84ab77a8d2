import { clearDraft, type DraftSchema, type FormCheck } from '../../core/forms'
import type { KeyValueStore } from '../../core/ports/storage'
import type { FailureMessages } from '../forms/failures'

/**
 * The failure texts of the profile calls (core/profile/api.ts): a refused body (the form's own check missed a
 * problem only the server sees), a missing experience, too many attempts; anything else did not save.
 */
export const PROFILE_FAILURES: FailureMessages = {
  byCode: { 'request.invalid': 'profile.invalid', 'profile.notFound': 'profile.experience.notFound', 'auth.rateLimited': 'auth.error.rateLimited', 'profile.rateLimited': 'auth.error.rateLimited' },
  byStatus: { 429: 'auth.error.rateLimited' },
  fallback: 'profile.saveFailed',
}

/**
 * A profile form's submit effect (machines/forms/formSubmission.machine.ts): saves, then forgets the form's draft,
 * so a save answered after the page was left still leaves no stale draft behind.
 */
export const saveWithDraft =
  <TValue, TSaved>(save: (value: TValue) => Promise<TSaved>, drafts: KeyValueStore, draftKey: string) =>
  async (value: TValue): Promise<TSaved> => {
    const saved = await save(value)
    clearDraft(drafts, draftKey)
    return saved
  }

/** A settings form's set-up (ui/features/forms useSectionForm): its draft, saved values, check and save. */
export interface SectionFormOptions<TValues, TSent> {
  /** Who holds the unsaved changes (one name per form on a page). */
  readonly holder: string
  /** Where the draft is kept in this tab's session storage: name the form and the account. */
  readonly draftKey: string
  /** The values' shape: a draft of another shape is not restored. */
  readonly draftSchema: DraftSchema<TValues>
  /** The saved values (the form's start when there is no draft, and what "unsaved" is measured against). */
  readonly saved: TValues
  /** Checks the values: what to send, or each field's first problem (keyed by field path). */
  readonly check: (values: TValues) => FormCheck<TSent, string>
  /** Sends the checked values; answers the values as saved. */
  readonly save: (sent: TSent) => Promise<TValues>
  readonly failures: FailureMessages
}
