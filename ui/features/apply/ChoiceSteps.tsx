import { CHARITIES } from '../../../core/apply'
import { PHONE_TYPES, WORK_AUTHORIZATIONS, type PhoneType } from '../../../core/applications'
import { FormattedMessage } from '../../i18n/intl'
import { ApplyChoice, ApplyField } from './ApplyField'
import type { StepProps } from './useEasyApply'

/** The phone: number, extension and type. */
export function ContactStep({ view }: StepProps) {
  const { draft, errors, edit } = view
  // The phone is one draft field; its extension's own problem is shown on the extension.
  const extensionError = errors.phone === 'apply.error.phoneExtension' ? errors.phone : undefined
  return (
    <div className="apply-form__fields">
      <ApplyField id="apply-phone" label="apply.field.phone" type="tel" value={draft.phone.number} onValue={(number) => edit({ phone: { ...draft.phone, number } })} error={extensionError ? undefined : errors.phone} autoComplete="tel" />
      <ApplyField id="apply-phone-extension" label="apply.field.phoneExtension" inputMode="numeric" value={draft.phone.extension} onValue={(extension) => edit({ phone: { ...draft.phone, extension } })} error={extensionError} autoComplete="tel-extension" />
      <div className="field apply-field">
        <label htmlFor="apply-phone-type">
          <FormattedMessage id="apply.field.phoneType" />
        </label>
        <select id="apply-phone-type" value={draft.phone.type} onChange={(event) => edit({ phone: { ...draft.phone, type: event.target.value as PhoneType } })}>
          {PHONE_TYPES.map((type) => (
            <PhoneTypeOption key={type} type={type} />
          ))}
        </select>
      </div>
    </div>
  )
}

function PhoneTypeOption({ type }: { readonly type: PhoneType }) {
  return (
    <option value={type}>
      <FormattedMessage id={`apply.phoneType.${type}`} />
    </option>
  )
}

/** Any employer; present employer only; requires sponsorship. */
export function AuthorizationStep({ view }: StepProps) {
  const { draft, errors, edit } = view
  return (
    <ApplyChoice
      name="apply-work-authorization"
      legend="apply.field.workAuthorization"
      options={WORK_AUTHORIZATIONS.map((value) => ({ value, label: `applications.workAuthorization.${value}` as const }))}
      value={draft.workAuthorization}
      onValue={(workAuthorization) => edit({ workAuthorization })}
      error={errors.workAuthorization}
    />
  )
}

/** A charity for the donation, or none. */
export function CharityStep({ view }: StepProps) {
  const { draft, edit } = view
  return (
    <ApplyChoice
      name="apply-charity"
      legend="apply.field.charity"
      options={[{ value: 'none', label: 'apply.charity.none' as const }, ...CHARITIES.map((value) => ({ value, label: `apply.charity.${value}` as const }))]}
      value={draft.charity ?? 'none'}
      onValue={(charity) => edit({ charity: charity === 'none' ? null : charity })}
    />
  )
}
