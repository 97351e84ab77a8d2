/**
 * The employers' side: the hire contact form's schema (one for the page and the server), its calls and the time
 * check's constants (docs/decisions.md, "The hire form"). Loaded with the hire page.
 */
export * from './schemas'
export { createHireApi, type HireApi } from './api'
export { forgetFormToken, HIRE_TOKEN_KEY, keepFormToken, keptFormToken } from './formToken'
