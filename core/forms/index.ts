/** Checking a form's fields against its valibot schema, with the catalogue's messages, and keeping its draft: shared by every domain's forms. */
export { checkForm, EmailField, EmailFormSchema, remainingErrors, required, type FieldErrors, type FormCheck } from './formCheck'
export { clearDraft, readDraft, writeDraft, type DraftSchema } from './drafts'
export { refusalsAfterEdit } from './refusedFields'
export { withTagAdded } from './tagList'
