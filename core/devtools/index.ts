/** The developer tools' rules: the developer-mode guard (the first screen imports guard.ts alone) and the test places. */
export { DEV_KEYS, developerMode, offProduction, overriddenClock } from './guard'
export { nearestPlace, TEST_PLACES, type TestPlace } from './places'
export { ImpersonationFormSchema, impersonationProblem, type ImpersonationForm } from './impersonation'
