/**
 * Claims: a visitor's applications (the device's partner applies) claimed into the account after sign-in, with
 * proof of ownership (docs/decisions.md, "Claims"). Loaded with the claims machine, after sign-in, only when the
 * device holds partner applies (machines/claims).
 */
export * from './schemas'
export { createClaimsApi, type ClaimsApi } from './api'
export { claimCodeOf, claimsToSend, confirmOutcome, isInterviewPath, outcomeOf, pendingByEmail, type ClaimFailure, type ClaimOutcome, type ClaimView, type LocalPartnerApply } from './rules'
