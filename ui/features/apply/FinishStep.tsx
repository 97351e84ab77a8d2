import type { ReactNode } from 'react'
import { CHARITIES, type ApplyStep } from '../../../core/apply'
import type { MessageId } from '../../../core/i18n/en-US'
import { payRangeMessage, type Job } from '../../../core/search'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { StepProps } from './useEasyApply'

interface FinishStepProps extends StepProps {
  readonly job: Job
  readonly onEdit: (step: ApplyStep) => void
}

/** The review: every answer by step, each step with its Edit button; the problems Submit found, if any. */
export function FinishStep({ view, job, onEdit }: FinishStepProps) {
  const { draft, errors } = view
  const intl = useIntl()
  const none = intl.formatMessage({ id: 'apply.review.none' })
  const or = (text: string) => (text.trim() === '' ? none : text)
  const amount = (text: string, per: 'year' | 'hour') => (text.trim() === '' ? none : `${text} / ${intl.formatMessage({ id: `apply.salaryType.${per}` })}`)
  const charity = draft.charity && (CHARITIES as readonly string[]).includes(draft.charity) ? intl.formatMessage({ id: `apply.charity.${draft.charity as (typeof CHARITIES)[number]}` }) : intl.formatMessage({ id: 'apply.charity.none' })
  const range = payRangeMessage(job)
  const problems = Object.values(errors)
  return (
    <div className="apply-review">
      <h3 className="apply-review__heading">
        <FormattedMessage id="apply.review.heading" />
      </h3>
      {problems.length > 0 && (
        <ul className="apply-review__problems" aria-label={intl.formatMessage({ id: 'apply.failure.invalid' })}>
          {problems.map((message) => (
            <li key={message}>
              <FormattedMessage id={message} />
            </li>
          ))}
        </ul>
      )}
      <Section step="personal" onEdit={onEdit}>
        <Fact label="apply.review.name" value={or(`${draft.firstName} ${draft.lastName}`)} />
        <Fact label="apply.field.email" value={or(draft.email)} />
        <Fact label="apply.field.resume" value={draft.resume?.fileName ?? none} />
        <Fact label="apply.field.mostRecentTitle" value={or(draft.mostRecentTitle)} />
        <Fact label="apply.field.mostRecentEmployer" value={or(draft.mostRecentEmployer)} />
      </Section>
      <Section step="contact" onEdit={onEdit}>
        <Fact label="apply.field.phone" value={or([draft.phone.number, draft.phone.extension].filter(Boolean).join(' x'))} />
      </Section>
      <Section step="authorization" onEdit={onEdit}>
        <Fact label="apply.field.workAuthorization" value={draft.workAuthorization ? intl.formatMessage({ id: `applications.workAuthorization.${draft.workAuthorization}` }) : none} />
      </Section>
      <Section step="charity" onEdit={onEdit}>
        <Fact label="apply.step.charity" value={charity} />
      </Section>
      <Section step="pitch" onEdit={onEdit}>
        <Fact label="apply.field.elevatorPitch" value={or(draft.elevatorPitch)} />
        <Fact label="apply.field.expectedSalary" value={amount(draft.expectedSalary, draft.expectedSalaryType)} />
        <Fact label="apply.range.label" value={intl.formatMessage({ id: range.id }, range.values)} />
        <Fact label="apply.field.currentSalary" value={amount(draft.currentSalary, draft.currentSalaryType)} />
      </Section>
    </div>
  )
}

function Section({ step, onEdit, children }: { readonly step: ApplyStep; readonly onEdit: (step: ApplyStep) => void; readonly children: ReactNode }) {
  const intl = useIntl()
  const name = intl.formatMessage({ id: `apply.step.${step}` })
  return (
    <section className="apply-review__section" aria-label={name}>
      <dl>{children}</dl>
      <button type="button" className="button apply-review__edit" onClick={() => onEdit(step)}>
        <FormattedMessage id="apply.edit" values={{ step: name }} />
      </button>
    </section>
  )
}

function Fact({ label, value }: { readonly label: MessageId; readonly value: string }) {
  return (
    <div className="apply-review__fact">
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{value}</dd>
    </div>
  )
}
