import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'
import {
  INTERVIEW_CHARITIES,
  questionsFor,
  RATINGS,
  type Interview,
  type InterviewDrafts,
  type InterviewQuestion,
} from '../../../core/interview'
import { WORK_AUTHORIZATIONS } from '../../../core/applications'
import type { InstantInterviewActor, InstantInterviewSnapshot } from '../../../machines/interview/instantInterview.machine'
import '../../styles/forms.css'
import './interview.css'

const stateOf = (snapshot: InstantInterviewSnapshot) => snapshot.value as string
const selectInterview = (snapshot: InstantInterviewSnapshot) => snapshot.context.interview
const selectQuestion = (snapshot: InstantInterviewSnapshot) => snapshot.context.question
const selectDrafts = (snapshot: InstantInterviewSnapshot) => snapshot.context.drafts
const selectProblem = (snapshot: InstantInterviewSnapshot) => snapshot.context.problem
const selectFailure = (snapshot: InstantInterviewSnapshot) => snapshot.context.failure?.message ?? null

/** The interviewer's line for each question. */
const QUESTION_TEXT: Record<InterviewQuestion, MessageId> = {
  company: 'interview.question.company',
  title: 'interview.question.title',
  expectedSalary: 'interview.question.expectedSalary',
  workAuthorization: 'interview.question.workAuthorization',
  skills: 'interview.question.skills',
  ratings: 'interview.question.ratings',
  years: 'interview.question.years',
  charity: 'interview.question.charity',
}

/** The applicant's saved answer, as the conversation shows it. */
function useSaidText() {
  const intl = useIntl()
  return (question: InterviewQuestion, interview: Interview): string => {
    const { answers } = interview
    switch (question) {
      case 'company':
      case 'title':
        return answers[question] ?? ''
      case 'expectedSalary':
        return answers.expectedSalary ? intl.formatMessage({ id: 'interview.said.salary' }, { amount: answers.expectedSalary.amount, type: answers.expectedSalary.type }) : ''
      case 'workAuthorization':
        return answers.workAuthorization ? intl.formatMessage({ id: `applications.workAuthorization.${answers.workAuthorization}` }) : ''
      case 'skills':
        return answers.skills && answers.skills.length > 0 ? answers.skills.join(', ') : intl.formatMessage({ id: 'interview.said.noSkills' })
      case 'ratings':
        return (answers.ratings ?? []).map((entry) => intl.formatMessage({ id: 'interview.said.rating' }, { skill: entry.skill, rating: entry.rating })).join('; ')
      case 'years':
        return answers.years === undefined ? '' : intl.formatMessage({ id: 'interview.said.years' }, { years: answers.years })
      case 'charity':
        return answers.charity ? intl.formatMessage({ id: `interview.charity.${answers.charity}` }) : ''
    }
  }
}

function Line({ from, children }: { readonly from: 'interviewer' | 'you'; readonly children: ReactNode }) {
  return (
    <li className={`interview__line interview__line--${from}`}>
      <span className="interview__who">
        <FormattedMessage id={from === 'you' ? 'interview.you' : 'interview.interviewer'} />
      </span>
      <span className="interview__bubble">{children}</span>
    </li>
  )
}

/**
 * The instant interview as a conversation (spec section 4): the interviewer's questions and the applicant's saved
 * answers as a list in a live region (role log: each new line is read out), then the answer control of the
 * question asked, keyboard only. Bound to a running instantInterview flow (machines/interview).
 */
export function InterviewChat({ flow, heading = 'h1' }: { readonly flow: InstantInterviewActor; readonly heading?: 'h1' | 'h2' }) {
  const intl = useIntl()
  const state = useSelector(flow, stateOf)
  const interview = useSelector(flow, selectInterview)
  const question = useSelector(flow, selectQuestion)
  const failure = useSelector(flow, selectFailure)
  const said = useSaidText()
  const titleId = useId()
  const Heading = heading
  const answered = interview === null ? [] : questionsFor(interview).filter((name) => interview.answers[name] !== undefined)
  return (
    <section className="interview" aria-labelledby={titleId}>
      <Heading id={titleId} className="interview__title">
        <FormattedMessage id="interview.title" />
      </Heading>
      {state === 'loading' && (
        <p role="status">
          <FormattedMessage id="interview.loading" />
        </p>
      )}
      {state === 'linkInvalid' && (
        <div role="alert" className="interview__refused">
          <p className="interview__refused-title">
            <FormattedMessage id="interview.linkInvalid" />
          </p>
          <p>
            <FormattedMessage id="interview.linkInvalidHelp" />
          </p>
          <a className="button" href="/">
            <FormattedMessage id="interview.backToSearch" />
          </a>
        </div>
      )}
      {state === 'loadFailed' && (
        <div role="alert">
          <p>
            <FormattedMessage id="interview.loadFailed" />
          </p>
          <button type="button" className="button" onClick={() => flow.send({ type: 'user.retried' })}>
            <FormattedMessage id="interview.retry" />
          </button>
        </div>
      )}
      {interview !== null && state !== 'linkInvalid' && (
        <>
          <div role="log" aria-label={intl.formatMessage({ id: 'interview.conversation' })} className="interview__log">
            <ol className="interview__lines">
              <Line from="interviewer">
                <FormattedMessage id="interview.intro" values={{ title: interview.job.title, company: interview.job.company }} />
              </Line>
              {answered.map((name) => (
                <AnsweredLines key={name} question={name} answer={said(name, interview)} />
              ))}
              {question !== null && (
                <Line from="interviewer">
                  <span id={`${titleId}-question`}>
                    <FormattedMessage id={QUESTION_TEXT[question]} />
                  </span>
                </Line>
              )}
              {state === 'finished' && (
                <Line from="interviewer">
                  <FormattedMessage id="interview.end" />
                </Line>
              )}
            </ol>
          </div>
          {question !== null && <AnswerForm flow={flow} interview={interview} question={question} labelledBy={`${titleId}-question`} failure={failure} />}
        </>
      )}
    </section>
  )
}

function AnsweredLines({ question, answer }: { readonly question: InterviewQuestion; readonly answer: string }) {
  return (
    <>
      <Line from="interviewer">
        <FormattedMessage id={QUESTION_TEXT[question]} />
      </Line>
      <Line from="you">{answer}</Line>
    </>
  )
}

interface AnswerFormProps {
  readonly flow: InstantInterviewActor
  readonly interview: Interview
  readonly question: InterviewQuestion
  readonly labelledBy: string
  readonly failure: MessageId | null
}

/** The control of the question asked, its problem, the send button and the save's progress or failure. */
function AnswerForm({ flow, interview, question, labelledBy, failure }: AnswerFormProps) {
  const state = useSelector(flow, stateOf)
  const drafts = useSelector(flow, selectDrafts)
  const problem = useSelector(flow, selectProblem)
  const form = useRef<HTMLFormElement>(null)
  const problemId = useId()
  // The next question: the keyboard goes to its first control. Not for the question shown first: the page (or the
  // screen that holds the interview, "application received") keeps the focus it gave.
  const firstQuestion = useRef<InterviewQuestion | null>(question)
  useEffect(() => {
    if (question === firstQuestion.current) return
    firstQuestion.current = null
    form.current?.querySelector<HTMLElement>('input:not([type=hidden]), button')?.focus()
  }, [question])
  // A problem shown after a send: back to the first control, which describes it.
  useEffect(() => {
    if (problem !== null) form.current?.querySelector<HTMLElement>('[aria-invalid=true], input')?.focus()
  }, [problem])
  if (drafts === null) return null
  const busy = state === 'saving'
  const edit = <Q extends InterviewQuestion>(name: Q, value: InterviewDrafts[Q]) => flow.send({ type: 'user.edited', question: name, value } as never)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    flow.send({ type: 'user.submitted' })
  }
  const invalid = problem !== null
  const described = invalid ? problemId : undefined
  return (
    <form ref={form} className="interview__answer" aria-labelledby={labelledBy} onSubmit={submit} noValidate>
      <Control question={question} drafts={drafts} interview={interview} edit={edit} readOnly={busy} invalid={invalid} describedBy={described} />
      <p id={problemId} className="auth-field__error" role="alert">
        {problem !== null && <FormattedMessage id={problem} />}
      </p>
      <div className="interview__send">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          <FormattedMessage id="interview.send" />
        </button>
        <span role="status" className="interview__progress">
          {busy && <FormattedMessage id="interview.saving" />}
          {state === 'retrying' && <FormattedMessage id="interview.retrying" />}
        </span>
      </div>
      {state === 'saveFailed' && (
        <div role="alert" className="interview__failed">
          <p>
            <FormattedMessage id={failure ?? 'interview.saveFailed'} />
          </p>
          <button type="button" className="button" onClick={() => flow.send({ type: 'user.retried' })}>
            <FormattedMessage id="interview.retry" />
          </button>
        </div>
      )}
    </form>
  )
}

interface ControlProps {
  readonly question: InterviewQuestion
  readonly drafts: InterviewDrafts
  readonly interview: Interview
  readonly edit: <Q extends InterviewQuestion>(question: Q, value: InterviewDrafts[Q]) => void
  readonly readOnly: boolean
  readonly invalid: boolean
  readonly describedBy: string | undefined
}

function Control({ question, drafts, interview, edit, readOnly, invalid, describedBy }: ControlProps) {
  const intl = useIntl()
  const id = useId()
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy }
  switch (question) {
    case 'company':
    case 'title':
      return (
        <div className="field">
          <label htmlFor={id}>
            <FormattedMessage id={question === 'company' ? 'interview.answer.company' : 'interview.answer.title'} />
          </label>
          <input
            id={id}
            name={question}
            autoComplete={question === 'company' ? 'organization' : 'organization-title'}
            maxLength={200}
            value={drafts[question]}
            readOnly={readOnly}
            onChange={(event) => edit(question, event.target.value)}
            {...aria}
          />
        </div>
      )
    case 'expectedSalary':
      return (
        <div className="interview__salary">
          <div className="field">
            <label htmlFor={id}>
              <FormattedMessage id="interview.answer.amount" />
            </label>
            <input
              id={id}
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              value={drafts.expectedSalary.amount}
              readOnly={readOnly}
              onChange={(event) => edit('expectedSalary', { ...drafts.expectedSalary, amount: event.target.value })}
              {...aria}
            />
          </div>
          <Choices
            legend="interview.answer.per"
            name="salaryType"
            options={(['year', 'hour'] as const).map((type) => ({ value: type, label: intl.formatMessage({ id: `interview.salaryType.${type}` }) }))}
            selected={drafts.expectedSalary.type}
            onSelect={(type) => edit('expectedSalary', { ...drafts.expectedSalary, type })}
            inline
          />
        </div>
      )
    case 'workAuthorization':
      return (
        <Choices
          legend="interview.answer.workAuthorization"
          name="workAuthorization"
          options={WORK_AUTHORIZATIONS.map((value) => ({ value, label: intl.formatMessage({ id: `applications.workAuthorization.${value}` }) }))}
          selected={drafts.workAuthorization}
          onSelect={(value) => edit('workAuthorization', value)}
          aria={aria}
        />
      )
    case 'skills':
      return (
        <fieldset className="interview__choices" {...aria}>
          <legend>
            <FormattedMessage id="interview.answer.skills" />
          </legend>
          {interview.job.skills.map((skill) => (
            <label key={skill} className="interview__choice">
              <input
                type="checkbox"
                name="skills"
                value={skill}
                checked={drafts.skills.includes(skill)}
                onChange={(event) => edit('skills', event.target.checked ? [...drafts.skills, skill] : drafts.skills.filter((held) => held !== skill))}
              />
              <span>{skill}</span>
            </label>
          ))}
        </fieldset>
      )
    case 'ratings':
      return (
        <div className="interview__ratings">
          {(interview.answers.skills ?? []).map((skill) => (
            <Choices
              key={skill}
              legend="interview.answer.rating"
              legendValues={{ skill }}
              name={`rating-${skill}`}
              options={RATINGS.map((rating) => ({ value: rating, label: String(rating), name: intl.formatMessage({ id: 'interview.answer.ratingValue' }, { rating }) }))}
              selected={drafts.ratings[skill] ?? null}
              onSelect={(rating) => edit('ratings', { ...drafts.ratings, [skill]: rating })}
              aria={drafts.ratings[skill] === undefined ? aria : {}}
              inline
            />
          ))}
        </div>
      )
    case 'years':
      return (
        <div className="field">
          <label htmlFor={id}>
            <FormattedMessage id="interview.answer.years" />
          </label>
          <input id={id} name="years" inputMode="numeric" autoComplete="off" value={drafts.years} readOnly={readOnly} onChange={(event) => edit('years', event.target.value)} {...aria} />
        </div>
      )
    case 'charity':
      return (
        <Choices
          legend="interview.answer.charity"
          name="charity"
          options={INTERVIEW_CHARITIES.map((value) => ({ value, label: intl.formatMessage({ id: `interview.charity.${value}` }) }))}
          selected={drafts.charity}
          onSelect={(value) => edit('charity', value)}
          aria={aria}
        />
      )
  }
}

interface ChoicesProps<T extends string | number> {
  readonly legend: MessageId
  readonly legendValues?: Readonly<Record<string, string>>
  readonly name: string
  readonly options: ReadonlyArray<{ readonly value: T; readonly label: string; readonly name?: string }>
  readonly selected: T | null
  readonly onSelect: (value: T) => void
  readonly inline?: boolean
  readonly aria?: Readonly<Record<string, unknown>>
}

/** A radio group in a fieldset: arrow keys move the choice, as the platform does. */
function Choices<T extends string | number>({ legend, legendValues, name, options, selected, onSelect, inline = false, aria = {} }: ChoicesProps<T>) {
  return (
    <fieldset className={`interview__choices${inline ? ' interview__choices--inline' : ''}`} {...aria}>
      <legend>
        <FormattedMessage id={legend} values={legendValues} />
      </legend>
      {options.map((option) => (
        <label key={String(option.value)} className="interview__choice">
          <input type="radio" name={name} value={String(option.value)} checked={selected === option.value} onChange={() => onSelect(option.value)} aria-label={option.name} />
          <span aria-hidden={option.name === undefined ? undefined : true}>{option.label}</span>
        </label>
      ))}
    </fieldset>
  )
}
