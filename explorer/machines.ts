import type { AnyStateMachine } from 'xstate'
import {
  claimsMachine,
  applicationMachine,
  consultingEnrolmentMachine,
  easyApplyMachine,
  emailChangeMachine,
  formSubmissionMachine,
  instantInterviewMachine,
  navigationGuardMachine,
  oneClickApplyMachine,
  recentSearchesMachine,
  realtimeMachine,
  resumeUploadMachine,
  savedJobsMachine,
  searchPaginationMachine,
  sessionMachine,
  signInMachine,
} from '../machines'

/** Every machine the explorer draws, by its id. A machine added to machines/ is added here with its scenarios. */
export const EXPLORED_MACHINES: Readonly<Record<string, AnyStateMachine>> = Object.fromEntries(
  [sessionMachine, navigationGuardMachine, signInMachine, searchPaginationMachine, emailChangeMachine, formSubmissionMachine, savedJobsMachine, resumeUploadMachine, claimsMachine, applicationMachine, easyApplyMachine, oneClickApplyMachine, instantInterviewMachine, recentSearchesMachine, realtimeMachine, consultingEnrolmentMachine].map(
    (machine) => [machine.id, machine as AnyStateMachine],
  ),
)
