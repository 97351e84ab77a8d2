/**
 * Applying: the Easy Apply flow's steps and rules, the draft, prefill, 1-Click eligibility, "your expectation vs this
 * range", the apply calls and a visitor's resume upload. Loaded with the apply screens (never on the first screen).
 */
export * from './schemas'
export * from './draft'
export * from './steps'
export { emailDomainLooksValid } from './emailDomain'
export { compareExpectation, type ExpectationVerdict } from './payRange'
export { ONE_CLICK_UNDO_MS, oneClickEligible, oneClickRequest } from './oneClick'
export { startCountdown } from './countdown'
export { createApplyApi, type ApplyApi } from './api'
export { uploadVisitorResume, type VisitorUploadDeps } from './visitorUpload'
