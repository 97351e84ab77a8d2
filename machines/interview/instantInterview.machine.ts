import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { networkRetryDelayMs } from '../../core/api/backoff'
import type { MessageId } from '../../core/i18n/en-US'
import {
  checkDraft,
  draftsOf,
  INTERVIEW_LINK_INVALID,
  nextQuestion,
  withKeptDrafts,
  type Interview,
  type InterviewDrafts,
  type InterviewQuestion,
  type InterviewRef,
  type InterviewResumeSummary,
} from '../../core/interview'
import { callErrorOf, callFailureOf, type Failure, type FailureMessages } from '../forms/failures'

/** The ids under which the calls are invoked (their answers are `xstate.done.actor.<id>` / `xstate.error.actor.<id>`). */
export const LOAD_INTERVIEW_ACTOR_ID = 'loadInterview'
export const SAVE_ANSWER_ACTOR_ID = 'saveAnswer'

/** A failed save is tried again by itself this many times (after networkRetryDelayMs(0), (1), ...), then the applicant is asked. */
export const SAVE_MAX_RETRIES = 3

/** Which interview the page runs (its link, or the owner's application id). */
export interface InstantInterviewInput {
  readonly ref: InterviewRef
}

/** What loading answers: the interview as saved, and what the application's resume says (null: nothing to offer). */
export interface LoadedInterview {
  readonly interview: Interview
  readonly summary: InterviewResumeSummary | null
  /** What was typed in this tab before a reload (not sent yet): it wins over the defaults of open questions. */
  readonly kept?: Partial<InterviewDrafts> | null
}

/** One answer on its way to the server. */
export interface PendingAnswer {
  readonly question: InterviewQuestion
  readonly answer: unknown
}

export interface SaveAnswerInput extends PendingAnswer {
  readonly ref: InterviewRef
}

export interface InstantInterviewContext {
  readonly ref: InterviewRef
  /** The interview as the server last answered it (its saved answers decide the question asked). */
  readonly interview: Interview | null
  /** What the answer controls hold: every question's, so nothing typed is lost while a save fails or retries. */
  readonly drafts: InterviewDrafts | null
  /** The question asked now; null before loading and once all are answered. */
  readonly question: InterviewQuestion | null
  /** Why the current answer cannot be sent (a catalogue id), shown after a send. */
  readonly problem: MessageId | null
  /** The answer being saved (and retried). */
  readonly pending: PendingAnswer | null
  /** Failed attempts of the pending save. */
  readonly attempts: number
  /** Why loading or the last save failed. */
  readonly failure: Failure | null
}

/** The drafts' events: one control of the current question changed (the whole value of that question's controls). */
export type DraftEdit = { [Q in keyof InterviewDrafts]: { readonly type: 'user.edited'; readonly question: Q; readonly value: InterviewDrafts[Q] } }[keyof InterviewDrafts]

export type InstantInterviewEvent =
  | DraftEdit
  /** Send the current answer. */
  | { readonly type: 'user.submitted' }
  /** Try a failed load or save again now. */
  | { readonly type: 'user.retried' }

/** The load and save failures' texts. */
export const INTERVIEW_FAILURES: FailureMessages = {
  byCode: { [INTERVIEW_LINK_INVALID]: 'interview.linkInvalid', 'request.invalid': 'interview.error.rejected' },
  fallback: 'interview.saveFailed',
}
const LOAD_FAILURES: FailureMessages = { ...INTERVIEW_FAILURES, fallback: 'interview.loadFailed' }

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

/** Whether a refusal says the link (or the owner's access) is not good: the page says so and asks nothing more. */
const linkRefused = (error: unknown): boolean => {
  const callError = callErrorOf(error)
  return callError._tag === 'HttpError' && (callError.code === INTERVIEW_LINK_INVALID || callError.status === 404)
}
/** The server refused the answer itself (400): retrying the same answer cannot help. */
const answerRefused = (error: unknown): boolean => {
  const callError = callErrorOf(error)
  return callError._tag === 'HttpError' && callError.status === 400
}
/** A failure another attempt may get past: no answer, a server error, too many requests. */
const transient = (error: unknown): boolean => {
  const callError = callErrorOf(error)
  if (callError._tag === 'NetworkError') return true
  return callError._tag === 'HttpError' && (callError.status >= 500 || callError.status === 429 || callError.status === 408)
}

type ErrorParams = { event: { error: unknown } }
const errorParam = ({ event }: ErrorParams) => ({ error: event.error })

/**
 * The instant interview (spec section 4): loads the interview (its saved answers decide where it resumes), then
 * asks one question at a time in the spec's order (core/interview `nextQuestion`); an answer is checked
 * (`checkDraft`) before it is sent, saved to the server, and the next question follows; after the last one, the
 * thank-you (`finished`). A failed save keeps the typed answer and is tried again by itself after the spec's
 * backoff (SAVE_MAX_RETRIES times), then waits for the applicant's "Try again". A link that is not good (expired,
 * altered, not this user's) ends in `linkInvalid`. Effects, provided at the edge: `loadInterview`, `saveAnswer`.
 */
export const instantInterviewMachine = setup({
  types: {
    context: {} as InstantInterviewContext,
    events: {} as InstantInterviewEvent,
    input: {} as InstantInterviewInput,
    /** `busy`: a call is in flight (the send button waits). */
    tags: {} as 'busy',
  },
  actors: {
    /** GET the interview (and, behind a seam, the resume's summary). */
    loadInterview: fromPromise<LoadedInterview, InstantInterviewInput>(notProvided('loadInterview')),
    /** PUT one answer; answers the interview as saved. */
    saveAnswer: fromPromise<Interview, SaveAnswerInput>(notProvided('saveAnswer')),
  },
  delays: {
    /** The spec's backoff: min(2^retry x 1000, 10000) ms, retry counted from 0. */
    retryDelay: ({ context }) => networkRetryDelayMs(Math.max(0, context.attempts - 1)),
  },
  guards: {
    finishedAlready: (_, params: { interview: Interview }) => nextQuestion(params.interview) === null,
    linkRefused: (_, params: { error: unknown }) => linkRefused(params.error),
    answerRefused: (_, params: { error: unknown }) => answerRefused(params.error),
    retryMayHelp: ({ context }, params: { error: unknown }) => transient(params.error) && context.attempts < SAVE_MAX_RETRIES,
    editsCurrentQuestion: ({ context, event }) => event.type === 'user.edited' && event.question === context.question,
    answerIsGood: ({ context }) =>
      context.question !== null && context.drafts !== null && context.interview !== null && checkDraft(context.question, context.drafts, context.interview).ok,
  },
  actions: {
    adoptLoaded: assign((_, params: LoadedInterview) => ({
      interview: params.interview,
      drafts: withKeptDrafts(draftsOf(params.interview, params.summary), params.kept, params.interview.answers),
      question: nextQuestion(params.interview),
      failure: null,
    })),
    adoptSaved: assign(({ context }, params: { interview: Interview }) => ({
      interview: params.interview,
      question: nextQuestion(params.interview),
      // The saved answers win over the drafts of the questions they answer (a retried save may have landed first).
      drafts: { ...context.drafts!, ...pickAnswered(draftsOf(params.interview), params.interview) },
      pending: null,
      attempts: 0,
      failure: null,
      problem: null,
    })),
    editDraft: assign(({ context, event }) => {
      if (event.type !== 'user.edited' || context.drafts === null || context.interview === null || context.question === null) return {}
      const drafts = { ...context.drafts, [event.question]: event.value } as InterviewDrafts
      // A shown problem follows the edit (gone once the answer is good); none is shown while typing otherwise.
      const check = checkDraft(context.question, drafts, context.interview)
      return { drafts, problem: context.problem === null ? null : check.ok ? null : check.message, failure: null, attempts: 0, pending: null }
    }),
    showProblem: assign(({ context }) => {
      const check = checkDraft(context.question!, context.drafts!, context.interview!)
      return { problem: check.ok ? null : check.message }
    }),
    holdAnswer: assign(({ context }) => {
      const check = checkDraft(context.question!, context.drafts!, context.interview!)
      return { pending: check.ok ? { question: context.question!, answer: check.value } : null, problem: null, failure: null, attempts: 0 }
    }),
    rememberLoadFailure: assign((_, params: { error: unknown }) => ({ failure: callFailureOf(params.error, LOAD_FAILURES) })),
    rememberSaveFailure: assign(({ context }, params: { error: unknown }) => ({ failure: callFailureOf(params.error, INTERVIEW_FAILURES), attempts: context.attempts + 1 })),
    refuseAnswer: assign((_, params: { error: unknown }) => ({ problem: 'interview.error.rejected' as const, failure: callFailureOf(params.error, INTERVIEW_FAILURES), pending: null, attempts: 0 })),
    restartAttempts: assign({ attempts: 0 }),
  },
}).createMachine({
  id: 'instantInterview',
  context: ({ input }) => ({ ref: input.ref, interview: null, drafts: null, question: null, problem: null, pending: null, attempts: 0, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the interview as saved: its answers decide the question it resumes at. Leaving the page aborts the load.',
      tags: 'busy',
      invoke: {
        id: LOAD_INTERVIEW_ACTOR_ID,
        src: 'loadInterview',
        input: ({ context }) => ({ ref: context.ref }),
        onDone: [
          {
            guard: { type: 'finishedAlready', params: ({ event }) => ({ interview: event.output.interview }) },
            target: 'finished',
            actions: { type: 'adoptLoaded', params: ({ event }) => event.output },
          },
          { target: 'asking', actions: { type: 'adoptLoaded', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'linkRefused', params: errorParam }, target: 'linkInvalid', actions: { type: 'rememberLoadFailure', params: errorParam } },
          { target: 'loadFailed', actions: { type: 'rememberLoadFailure', params: errorParam } },
        ],
      },
    },
    loadFailed: {
      description: 'The interview could not be read (`failure`); "Try again" reads it again.',
      on: { 'user.retried': 'loading' },
    },
    asking: {
      description: 'The current `question` waits for its answer; a send checks it first (`problem` says what is wrong).',
      on: {
        'user.edited': { guard: 'editsCurrentQuestion', actions: 'editDraft' },
        'user.submitted': [{ guard: 'answerIsGood', target: 'saving', actions: 'holdAnswer' }, { actions: 'showProblem' }],
      },
    },
    saving: {
      description: 'One answer in flight; the controls keep it. A refusal of the link ends the interview, of the answer asks again.',
      tags: 'busy',
      invoke: {
        id: SAVE_ANSWER_ACTOR_ID,
        src: 'saveAnswer',
        input: ({ context }) => ({ ref: context.ref, ...context.pending! }),
        onDone: [
          {
            guard: { type: 'finishedAlready', params: ({ event }) => ({ interview: event.output }) },
            target: 'finished',
            actions: { type: 'adoptSaved', params: ({ event }) => ({ interview: event.output }) },
          },
          { target: 'asking', actions: { type: 'adoptSaved', params: ({ event }) => ({ interview: event.output }) } },
        ],
        onError: [
          { guard: { type: 'linkRefused', params: errorParam }, target: 'linkInvalid', actions: { type: 'rememberSaveFailure', params: errorParam } },
          { guard: { type: 'answerRefused', params: errorParam }, target: 'asking', actions: { type: 'refuseAnswer', params: errorParam } },
          { guard: { type: 'retryMayHelp', params: errorParam }, target: 'retrying', actions: { type: 'rememberSaveFailure', params: errorParam } },
          { target: 'saveFailed', actions: { type: 'rememberSaveFailure', params: errorParam } },
        ],
      },
    },
    retrying: {
      description: 'The save failed; it is tried again after the spec\'s backoff (or at once on "Try again"). An edit takes the answer back.',
      after: { retryDelay: 'saving' },
      on: {
        'user.retried': 'saving',
        'user.edited': { guard: 'editsCurrentQuestion', target: 'asking', actions: 'editDraft' },
      },
    },
    saveFailed: {
      description: 'The save failed SAVE_MAX_RETRIES + 1 times (or cannot be retried by itself): the answer is kept, "Try again" sends it.',
      on: {
        'user.retried': { target: 'saving', actions: 'restartAttempts' },
        'user.edited': { guard: 'editsCurrentQuestion', target: 'asking', actions: 'editDraft' },
      },
    },
    finished: { description: 'Every question is answered: the thank-you.', type: 'final' },
    linkInvalid: { description: '"Interview link expired or incorrect": the link is not (or no longer) good, or not this user\'s.', type: 'final' },
  },
})

/** The drafts of the answered questions only. */
function pickAnswered(drafts: InterviewDrafts, interview: Interview): Partial<InterviewDrafts> {
  return Object.fromEntries(Object.entries(drafts).filter(([question]) => interview.answers[question as InterviewQuestion] !== undefined))
}

export type InstantInterviewMachine = typeof instantInterviewMachine
export type InstantInterviewActor = ActorRefFrom<InstantInterviewMachine>
export type InstantInterviewSnapshot = SnapshotFrom<InstantInterviewMachine>
