/** The XState machines of Hireflow. Each reaches the world only through actors provided at the edge. */
export {
  searchPaginationMachine,
  SEARCH_FAILED_MESSAGE,
  SEARCH_JOBS_ACTOR_ID,
} from './search/searchPagination.machine'
export type {
  SearchJobsInput,
  SearchPaginationContext,
  SearchPaginationEvent,
  SearchPaginationMachine,
} from './search/searchPagination.machine'
export {
  sessionMachine,
  sessionStorageEffects,
  REFRESH_TOKEN_ACTOR_ID,
  LOAD_PROFILE_ACTOR_ID,
  LOGOUT_ACTOR_ID,
} from './session/session.machine'
export type {
  RefreshedToken,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  SessionMachine,
} from './session/session.machine'
export { navigationGuardMachine, CHECK_SESSION_ACTOR_ID } from './navigation/navigationGuard.machine'
export type {
  LeaveDialog,
  LeaveDialogAction,
  NavigationDecision,
  NavigationGuardContext,
  NavigationGuardEmitted,
  NavigationGuardEvent,
  NavigationGuardMachine,
} from './navigation/navigationGuard.machine'
export {
  signInMachine,
  failureOf,
  viewOf,
  SIGN_IN_VIEWS,
  STATE_OF_VIEW,
  THIRD_PARTY_PROVIDERS,
  LOGIN_ACTOR_ID,
  MAIL_EMAIL_ACTOR_ID,
  RESET_PASSWORD_ACTOR_ID,
} from './identity/signIn.machine'
export type {
  FailedCall,
  MailEmailInput,
  ResetPasswordInput,
  SignInContext,
  SignInEmitted,
  SignInEvent,
  SignInInput,
  SignInMachine,
  SignInOption,
  SignInView,
  SignUpNames,
  ThirdPartyProvider,
  Verification,
} from './identity/signIn.machine'
export {
  formSubmissionMachine,
  callErrorOf,
  failureMessageOf,
  callFailureOf,
  SUBMIT_ACTOR_ID,
} from './forms/formSubmission.machine'
export type {
  CallError,
  Failure,
  FailureMessages,
  FormSubmissionActor,
  FormSubmissionContext,
  FormSubmissionEvent,
  FormSubmissionInput,
  FormSubmissionMachine,
  FormSubmissionSnapshot,
} from './forms/formSubmission.machine'
export { ACCOUNT_FAILURES, accountFailureOf } from './accounts/accountFailures'
export {
  emailChangeMachine,
  LOAD_EMAIL_CHANGE_ACTOR_ID,
  CONFIRM_EMAIL_CHANGE_ACTOR_ID,
  CANCEL_EMAIL_CHANGE_ACTOR_ID,
} from './accounts/emailChange.machine'
export type {
  ConfirmedEmailChange,
  EmailChangeActor,
  EmailChangeContext,
  EmailChangeEvent,
  EmailChangeInput,
  EmailChangeMachine,
  EmailChangeSnapshot,
} from './accounts/emailChange.machine'

/** The running app: one actor holding the session, the navigation guard, sign-in and the searches. */
export { createAppActor } from './app/appActor'
export type { AppActor, AppAuth, AppDeps, AppEvent, AppSnapshot, LoadSignInFlows } from './app/appActor'
export { hireflowApis } from './app/apis'
export type { ApiFactory, AppApis } from './app/apis'
export { selectAskingToLeave, selectLeaveDialog, selectSession } from './app/selectors'
export type { NavigationGuard } from './navigation/navigationGuard'
export { CACHED_SEARCHES, criteriaKey } from './search/searchSession'
export type { SearchActor, SearchSessions } from './search/searchSession'
export type { SessionCalls, SessionRuntime } from './session/sessionRuntime'
export type { SessionStore, SessionView } from './session/sessionStore'
export type { ProviderListActor, SignInActor, SignInFlows, SignInServices } from './identity/signInSession'
export { savedJobsMachine, shownList } from './savedJobs/savedJobs.machine'
export type { SavedJobsActor, SavedJobsContext, SavedJobsEvent, SavedJobsInput, SavedJobsMachine } from './savedJobs/savedJobs.machine'
export { RESUME_UPLOAD_SYSTEM_ID, resumeUploadMachine, type UploadActorEvent } from './resumes/resumeUpload.machine'
export { claimsMachine } from './claims/claims.machine'
export type { ClaimCodeProblem, ClaimsActor, ClaimsContext, ClaimsEvent, ClaimsInput, ClaimsMachine } from './claims/claims.machine'
export type { ClaimsHandle } from './claims/claimsHandle'
export type { ClaimsLogEntry, ClaimsRuntime, ClaimsRuntimeDeps, ClaimsView } from './claims/claimsRuntime'
export { applicationMachine, hasUnsavedChanges, LOAD_APPLICATION_ACTOR_ID, SAVE_ANSWERS_ACTOR_ID, WITHDRAW_ACTOR_ID } from './applications/application.machine'
export type { ApplicationActor, ApplicationContext, ApplicationEvent, ApplicationInput, ApplicationMachine, ApplicationSnapshot, SaveAnswersInput } from './applications/application.machine'
export { MIGRATE_FAILURES, SAVE_FAILURES, WITHDRAW_FAILURES } from './applications/applicationFailures'
export type { ApplicationsHandle, ApplicationsView } from './applications/applicationsHandle'
export type { ApplicationsPageData, ApplicationsRuntime, OtherAccount } from './applications/applicationsRuntime'
export { easyApplyMachine, oneClickApplyMachine, stepOf, SUBMIT_APPLICATION_ACTOR_ID, ONE_CLICK_SUBMIT_ACTOR_ID, APPLY_FAILURES } from './apply/index'
export type {
  EasyApplyActor,
  EasyApplyContext,
  EasyApplyEmitted,
  EasyApplyEvent,
  EasyApplyInput,
  EasyApplyMachine,
  EasyApplySnapshot,
  OneClickApplyActor,
  OneClickApplyContext,
  OneClickApplyEvent,
  OneClickApplyMachine,
  OneClickApplySnapshot,
} from './apply/index'
export type { ApplyRuntime, ApplyRuntimeDeps, VisitorUploads } from './apply/applyRuntime'
export {
  instantInterviewMachine,
  INTERVIEW_FAILURES,
  LOAD_INTERVIEW_ACTOR_ID,
  SAVE_ANSWER_ACTOR_ID,
  SAVE_MAX_RETRIES,
} from './interview/instantInterview.machine'
export type {
  DraftEdit,
  InstantInterviewActor,
  InstantInterviewContext,
  InstantInterviewEvent,
  InstantInterviewInput,
  InstantInterviewMachine,
  InstantInterviewSnapshot,
  LoadedInterview,
  PendingAnswer,
  SaveAnswerInput,
} from './interview/instantInterview.machine'
export type { InterviewRuntime } from './interview/interviewRuntime'
export { recentSearchesMachine, shownSearches } from './searches/recentSearches.machine'
export type {
  RecentSearchesActor,
  RecentSearchesContext,
  RecentSearchesEvent,
  RecentSearchesInput,
  RecentSearchesMachine,
} from './searches/recentSearches.machine'
export { realtimeMachine } from './realtime/realtime.machine'
export type { RealtimeContext, RealtimeEmitted, RealtimeError, RealtimeEvent, RealtimeMachine, SocketEvent } from './realtime/realtime.machine'
export { consultingEnrolmentMachine } from './consulting/consultingEnrolment.machine'
export type { ConsultingEnrolmentContext, ConsultingEnrolmentEvent, ConsultingEnrolmentMachine } from './consulting/consultingEnrolment.machine'
