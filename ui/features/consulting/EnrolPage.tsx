import { redirect, useLoaderData, useMatches, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { CONSULTING_PROGRESS_MAX, CONSULTING_STEPS, furthestStep, type ConsultingStep } from '../../../core/consulting'
import type { StoragePort } from '../../../core/ports/storage'
import type { AppActor } from '../../../machines/app/appActor'
import type { ConsultingEnrolmentSnapshot } from '../../../machines/consulting/consultingEnrolment.machine'
import { keptConsultingDraft, type ConsultingEnrolmentActor } from '../../../machines/consulting/consultingRuntime'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { focusFirstInvalid } from '../forms'
import { EnrolDone } from './EnrolDone'
import { StepFields } from './StepFields'
import '../../styles/forms.css'
import './consulting.css'

/** Where /consulting/enroll resumes: the kept draft's first unfinished step (specialty for a new visitor). */
export const resumeStep = (storage: StoragePort): ConsultingStep => {
  const draft = keptConsultingDraft(storage)
  return draft === null ? 'specialty' : furthestStep(draft)
}

/**
 * A step's arrival: the app's enrolment (its machine, started from the kept draft) is told the step the address
 * names; a step past the first unfinished one leads there instead.
 */
export async function loadEnrolStep({ context }: { readonly context: { readonly app: Pick<AppActor, 'consulting'> } }, step: ConsultingStep) {
  const actor = (await context.app.consulting()).enrolment()
  actor.send({ type: 'user.stepOpened', step })
  const shown = actor.getSnapshot().context.step
  if (shown !== step) throw redirect({ to: `/consulting/enroll/${shown}`, replace: true })
  return { actor }
}

const selectStep = (snapshot: ConsultingEnrolmentSnapshot) => snapshot.context.step
const selectErrors = (snapshot: ConsultingEnrolmentSnapshot) => snapshot.context.errors
const selectDone = (snapshot: ConsultingEnrolmentSnapshot) => snapshot.status === 'done'

/** /consulting/enroll/{step}: the progress bar (the route's consultingProgress), the step's fields, Back and Continue. */
export function EnrolPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'consulting.enroll.title' }) })
  const { actor } = useLoaderData({ strict: false }) as { actor: ConsultingEnrolmentActor }
  const step = useSelector(actor, selectStep)
  const errors = useSelector(actor, selectErrors)
  const done = useSelector(actor, selectDone)
  const progress = useMatches({ select: (matches) => matches.at(-1)?.staticData.consultingProgress ?? 0 })
  const navigate = useNavigate()
  const form = useRef<HTMLFormElement>(null)
  // The machine moved on (Continue, Back): the address follows it.
  useEffect(() => {
    if (!done) void navigate({ to: `/consulting/enroll/${step}` })
  }, [step, done, navigate])
  // A Continue that marked problems: the first takes the focus. Only a Continue: an edit that fixes one field must
  // not move the focus of someone typing to the next problem.
  const continued = useRef(false)
  useEffect(() => {
    if (continued.current && Object.keys(errors).length > 0 && form.current) focusFirstInvalid(form.current)
    continued.current = false
  }, [errors])
  const index = CONSULTING_STEPS.indexOf(step)
  return (
    <div className="consulting-enrol">
      <h1 id="enrol-title"><FormattedMessage id="consulting.enroll.title" /></h1>
      <div className="consulting-progress">
        <progress id="enrol-progress" max={CONSULTING_PROGRESS_MAX} value={done ? CONSULTING_PROGRESS_MAX : progress} aria-label={intl.formatMessage({ id: 'consulting.progressLabel' })} />
        <p><FormattedMessage id="consulting.progress" values={{ step: index + 1, steps: CONSULTING_STEPS.length }} /></p>
      </div>
      {done ? <EnrolDone actor={actor} /> : (
        <form ref={form} className="auth-form consulting-form" noValidate aria-labelledby="enrol-step-title"
          onSubmit={(event) => (event.preventDefault(), (continued.current = true), actor.send({ type: 'user.continued' }))}>
          <h2 id="enrol-step-title"><FormattedMessage id={`consulting.step.${step}`} /></h2>
          <StepFields actor={actor} step={step} />
          <EnrolActions actor={actor} first={index === 0} last={index === CONSULTING_STEPS.length - 1} />
        </form>
      )}
    </div>
  )
}

const selectBusy = (snapshot: ConsultingEnrolmentSnapshot) => snapshot.hasTag('busy')
const selectFailure = (snapshot: ConsultingEnrolmentSnapshot) => snapshot.context.failure

function EnrolActions({ actor, first, last }: { readonly actor: ConsultingEnrolmentActor; readonly first: boolean; readonly last: boolean }) {
  const busy = useSelector(actor, selectBusy)
  const failure = useSelector(actor, selectFailure)
  return (
    <>
      <p className="auth-form__failure" role="alert">{failure && <FormattedMessage id={failure} />}</p>
      <div className="consulting-form__actions">
        {!first && (
          <button type="button" className="button" onClick={() => actor.send({ type: 'user.wentBack' })}>
            <FormattedMessage id="consulting.back" />
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          <FormattedMessage id={busy ? 'consulting.sending' : last ? 'consulting.submit' : 'consulting.continue'} />
        </button>
      </div>
    </>
  )
}
