import type { Scenario } from '../scenario'
import { claimsScenarios } from './claims'
import { applicationScenarios } from './application'
import { applyScenarios } from './apply'
import { emailChangeScenarios } from './emailChange'
import { formSubmissionScenarios } from './formSubmission'
import { navigationGuardScenarios } from './navigationGuard'
import { recentSearchesScenarios } from './recentSearches'
import { resumeUploadScenarios } from './resumeUpload'
import { instantInterviewScenarios } from './instantInterview'
import { savedJobsScenarios } from './savedJobs'
import { searchPaginationScenarios } from './searchPagination'
import { sessionScenarios } from './session'
import { signInScenarios } from './signIn'
import { realtimeScenarios } from './realtime'
import { consultingEnrolmentScenarios } from './consultingEnrolment'

/** Every scenario, grouped by machine in this order. A new machine adds its file here (docs/explorer.md). */
export const SCENARIOS: readonly Scenario[] = [
  ...sessionScenarios,
  ...navigationGuardScenarios,
  ...signInScenarios,
  ...searchPaginationScenarios,
  ...emailChangeScenarios,
  ...formSubmissionScenarios,
  ...savedJobsScenarios,
  ...resumeUploadScenarios,
  ...claimsScenarios,
  ...applicationScenarios,
  ...applyScenarios,
  ...instantInterviewScenarios,
  ...recentSearchesScenarios,
  ...realtimeScenarios,
  ...consultingEnrolmentScenarios,
]

export const scenarioById = (id: string | null): Scenario | undefined => SCENARIOS.find((scenario) => scenario.id === id)
