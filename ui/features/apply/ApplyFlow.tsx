import { useEffect, useRef, type FormEvent } from 'react'
import { APPLY_STEPS, type ApplyContext, type ApplyStep } from '../../../core/apply'
import type { EasyApplyActor } from '../../../machines/apply'
import type { ApplyRuntime } from '../../../machines/apply/applyRuntime'
import type { ResumesRuntime } from '../../../machines/resumes/resumesRuntime'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { useRecordAction } from '../../services'
import { usePageMeta } from '../../shell/usePageMeta'
import { ApplyStepBody } from './ApplyStepBody'
import { JobSummaryLine } from './JobSummaryLine'
import { Received } from './Received'
import { useOnArrival } from './onArrival'
import { useEasyApply } from './useEasyApply'

interface ApplyFlowProps {
  readonly context: ApplyContext
  readonly actor: EasyApplyActor
  readonly runtime: ApplyRuntime
  readonly accountResumes: ResumesRuntime | null
}

/** The Easy Apply flow: the job, the step's form with Back and Next (Submit at the end), then application received. */
export function ApplyFlow({ context, actor, runtime, accountResumes }: ApplyFlowProps) {
  const intl = useIntl()
  const view = useEasyApply(actor)
  const { job } = context
  const record = useRecordAction()
  useOnArrival(actor, (snapshot) => snapshot.matches('received'), () => record({ name: 'apply.submitted', data: { kind: 'easyApply' } }))
  usePageMeta({ title: intl.formatMessage({ id: 'apply.pageTitle' }, { title: job.title }) })
  if (view.step === 'received' || view.step === 'interview') return <Received job={job} answer={view.answer} onInterview={() => actor.send({ type: 'user.interviewStarted' })} />
  const submitting = view.step === 'submitting'
  const step: ApplyStep = submitting ? 'finish' : (view.step as ApplyStep)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: step === 'finish' ? 'user.submitted' : 'user.nextRequested' })
  }
  return (
    <section className="apply-page" aria-labelledby="apply-heading">
      <header className="apply-page__header">
        <h1 id="apply-heading">
          <FormattedMessage id="apply.heading" values={{ title: job.title }} />
        </h1>
        <JobSummaryLine job={job} />
      </header>
      <form className="apply-form" noValidate onSubmit={submit} aria-busy={submitting}>
        <StepHeading step={step} />
        <ApplyStepBody step={step} view={view} actor={actor} job={job} runtime={runtime} accountResumes={accountResumes} signedIn={context.prefill !== null} />
        <div role="alert" className="apply-form__failure">
          {view.failure && <FormattedMessage id={view.failure.message} />}
        </div>
        <div className="apply-form__buttons">
          {step !== 'personal' && (
            <button type="button" className="button" disabled={submitting} onClick={() => actor.send({ type: 'user.backRequested' })}>
              <FormattedMessage id="apply.back" />
            </button>
          )}
          <button type="submit" className="button button--primary" aria-disabled={submitting || undefined}>
            <FormattedMessage id={submitting ? 'apply.submitting' : step === 'finish' ? 'apply.submit' : 'apply.next'} />
          </button>
        </div>
        <p className="apply-form__note">
          <FormattedMessage id="apply.draftKept" />
        </p>
      </form>
    </section>
  )
}

/** "Step 2 of 6: Contact info", focused when the step changes so keyboard and screen reader users follow. */
function StepHeading({ step }: { readonly step: ApplyStep }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else heading.current?.focus()
  }, [step])
  const intl = useIntl()
  return (
    <h2 ref={heading} tabIndex={-1} className="apply-form__step">
      <FormattedMessage
        id="apply.stepOf"
        values={{ number: APPLY_STEPS.indexOf(step) + 1, count: APPLY_STEPS.length, name: intl.formatMessage({ id: `apply.step.${step}` }) }}
      />
    </h2>
  )
}
