import * as v from 'valibot'
import type { KeyValueStore } from '../ports/storage'
import { readStored, writeStored } from '../storage/typed'
import { ALERT_DEFAULT_DISTANCE_MILES, EmailPreferencesSchema, type EmailPreferences, type JobAlertFormValues } from './schemas'

const AlertDraftSchema = v.object({
  query: v.string(),
  location: v.string(),
  remote: v.string(),
  frequency: v.string(),
  // '' was "Any distance", which searched the default radius all along (docs/decisions.md, "Job alerts").
  distanceMiles: v.pipe(v.string(), v.transform((miles) => miles || String(ALERT_DEFAULT_DISTANCE_MILES))),
  paused: v.string(),
})

/**
 * The communication forms' unsaved values, per form, in this tab's session storage: a reload or a failed save loses
 * nothing. `form` names the form and whose it is (an alert's id, 'preferences' with the account or /opt person).
 */
const keyFor = (form: string) => `communicationDraft.${form}`

export const readAlertDraft = (store: KeyValueStore, form: string): JobAlertFormValues | null => readStored(store, keyFor(form), v.nullable(AlertDraftSchema), null)
export const writeAlertDraft = (store: KeyValueStore, form: string, draft: JobAlertFormValues): void => void writeStored(store, keyFor(form), AlertDraftSchema, draft)
export const readPreferencesDraft = (store: KeyValueStore, form: string): EmailPreferences | null =>
  readStored(store, keyFor(form), v.nullable(EmailPreferencesSchema), null)
export const writePreferencesDraft = (store: KeyValueStore, form: string, draft: EmailPreferences): void =>
  void writeStored(store, keyFor(form), EmailPreferencesSchema, draft)
export const clearCommunicationDraft = (store: KeyValueStore, form: string): void => store.remove(keyFor(form))
