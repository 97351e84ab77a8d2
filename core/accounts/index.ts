/**
 * Account settings: the name, email-change and password-change schemas and calls. The profile they answer with is
 * the session's (core/session ProfileSchema). Loaded only with the settings screens (a dynamic import in ui/main.tsx).
 */
export * from './schemas'
export { createAccountApi, type AccountApi, type SetPasswordRequest } from './api'
export { CurrentPasswordSchema, deleteAccountFormSchema, NameFormSchema } from './forms'
export { clearNameDraft, readNameDraft, writeNameDraft, type NameDraft } from './nameDraft'
