import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { CONSULTING_AVAILABILITY, CONSULTING_EXPERIENCE, CONSULTING_SPECIALTIES, CONSULTING_WORKPLACES, type ConsultingStep } from '../../../core/consulting'
import type { MessageId } from '../../../core/i18n/en-US'
import type { ConsultingEnrolmentSnapshot } from '../../../machines/consulting/consultingEnrolment.machine'
import type { ConsultingEnrolmentActor } from '../../../machines/consulting/consultingRuntime'
import { useIntl } from '../../i18n/intl'
import { ChoiceGroup, FormField, SelectField, TextAreaField } from '../forms'

const options = <T extends string>(values: readonly T[], prefix: string) => values.map((value) => ({ value, label: `${prefix}.${value}` as MessageId }))

const selectDraft = (snapshot: ConsultingEnrolmentSnapshot) => snapshot.context.draft
const selectErrors = (snapshot: ConsultingEnrolmentSnapshot) => snapshot.context.errors

/** The fields of one step, bound to the enrolment machine: each edit is an event (and kept as the draft). */
export function StepFields({ actor, step }: { readonly actor: ConsultingEnrolmentActor; readonly step: ConsultingStep }) {
  const id = useId()
  const intl = useIntl()
  const draft = useSelector(actor, selectDraft)
  const errors = useSelector(actor, selectErrors) as Partial<Record<string, MessageId>>
  const values = draft[step] as Record<string, string>
  const edit = (field: string) => (value: string) => actor.send({ type: 'user.edited', step, field, value })
  const text = (field: string, label: MessageId, extra: Record<string, string> = {}) => (
    <FormField id={`${id}-${field}`} name={field} label={label} value={values[field] ?? ''} error={errors[field]} onChange={(event) => edit(field)(event.target.value)} {...extra} />
  )
  switch (step) {
    case 'specialty':
      return (
        <>
          <SelectField id={`${id}-specialty`} label="consulting.field.specialty" placeholder value={values.specialty ?? ''} options={options(CONSULTING_SPECIALTIES, 'consulting.specialty')} onChange={edit('specialty')} error={errors.specialty} />
          <ChoiceGroup id={`${id}-experience`} legend="consulting.field.experience" selected={[values.experience ?? '']} options={options(CONSULTING_EXPERIENCE, 'consulting.experience')} onChange={([value = '']) => edit('experience')(value)} error={errors.experience} />
        </>
      )
    case 'identity':
      return (
        <>
          {text('firstName', 'consulting.field.firstName', { autoComplete: 'given-name' })}
          {text('lastName', 'consulting.field.lastName', { autoComplete: 'family-name' })}
          {text('email', 'consulting.field.email', { autoComplete: 'email', type: 'email' })}
        </>
      )
    case 'profile':
      return (
        <>
          {text('headline', 'consulting.field.headline', { placeholder: intl.formatMessage({ id: 'consulting.field.headlineHint' }) })}
          <TextAreaField id={`${id}-summary`} label="consulting.field.summary" value={values.summary ?? ''} onChange={edit('summary')} error={errors.summary} />
          {text('hourlyRate', 'consulting.field.hourlyRate', { inputMode: 'numeric' })}
        </>
      )
    case 'search':
      return (
        <>
          <ChoiceGroup id={`${id}-availability`} legend="consulting.field.availability" selected={[values.availability ?? '']} options={options(CONSULTING_AVAILABILITY, 'consulting.availability')} onChange={([value = '']) => edit('availability')(value)} error={errors.availability} />
          <ChoiceGroup id={`${id}-workplace`} legend="consulting.field.workplace" selected={[values.workplace ?? '']} options={options(CONSULTING_WORKPLACES, 'consulting.workplace')} onChange={([value = '']) => edit('workplace')(value)} error={errors.workplace} />
          {text('location', 'consulting.field.location', { autoComplete: 'address-level2' })}
        </>
      )
  }
}
