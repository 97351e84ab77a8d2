import { useId, useRef, useState } from 'react'
import { checkPhonesForm, PHONE_TYPES, PhonesFormSchema, type PhoneList, type PhonesForm } from '../../../core/profile'
import { PROFILE_FAILURES } from '../../../machines/profile/profileCalls'
import { useApp } from '../../useApp'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { FormField, SectionSubmit, SelectField, useSectionForm, type SectionForm } from '../forms'
import { loaderOf, ProfilePage } from './ProfilePage'

export const loadPhones = loaderOf((app) => app.profile.phones())

const TYPE_OPTIONS = PHONE_TYPES.map((value) => ({ value, label: `profile.phones.type.${value}` as const }))

/** /settings/professional/phones: the user's phones (number, extension, type), the first the main one. */
export function PhonesPage() {
  return <ProfilePage<PhoneList> title="profile.phones.title">{(saved, userId) => <PhonesForm saved={saved} userId={userId} />}</ProfilePage>
}

function PhonesForm({ saved, userId }: { readonly saved: PhoneList; readonly userId: string }) {
  const app = useApp()
  const form = useSectionForm<PhonesForm, PhoneList>({
    holder: 'profile.phones',
    draftKey: `profile.phones.${userId}`,
    draftSchema: PhonesFormSchema,
    saved,
    check: (values) => checkPhonesForm(values.phones),
    save: (list) => app.profile.savePhones(list),
    failures: PROFILE_FAILURES,
  })
  const phones = form.values.phones
  // A new row takes the focus; a removed row's focus goes to "Add a phone".
  const [added, setAdded] = useState<number | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  return (
    <form className="auth-form profile-form" onSubmit={form.onSubmit} noValidate aria-labelledby="profile-page-title">
      <p className="auth-form__intro">
        <FormattedMessage id="profile.phones.intro" />
      </p>
      {phones.length === 0 && (
        <p>
          <FormattedMessage id="profile.phones.none" />
        </p>
      )}
      {phones.map((_, index) => (
        <PhoneRowFields key={index} form={form} index={index} focused={index === added} onRemoved={() => addButton.current?.focus()} />
      ))}
      <button type="button" className="button" ref={addButton}
        onClick={() => (setAdded(phones.length), form.set('phones', [...phones, { number: '', extension: '', type: 'mobile' }]))}>
        <FormattedMessage id="profile.phones.add" />
      </button>
      <SectionSubmit submission={form.submission} />
    </form>
  )
}

interface PhoneRowProps {
  readonly form: SectionForm<PhonesForm, PhoneList>
  readonly index: number
  /** The row was just added: its number takes the focus. */
  readonly focused: boolean
  readonly onRemoved: () => void
}

function PhoneRowFields({ form, index, focused, onRemoved }: PhoneRowProps) {
  const id = useId()
  const intl = useIntl()
  const phones = form.values.phones
  const phone = phones[index] ?? { number: '', extension: '', type: 'mobile' }
  const update = (change: Partial<PhonesForm['phones'][number]>) => form.set('phones', phones.map((row, at) => (at === index ? { ...row, ...change } : row)))
  const n = index + 1
  return (
    <fieldset className="phone-row">
      <legend>{intl.formatMessage({ id: 'profile.phones.phone' }, { n })}</legend>
      <div className="profile-row">
        <FormField id={`${id}-number`} name={`number-${index}`} type="tel" autoComplete={index === 0 ? 'tel' : 'off'} label="profile.phones.number"
          autoFocus={focused} value={phone.number} onChange={(event) => update({ number: event.target.value })} error={form.errors[`phones.${index}.number`]} />
        <FormField id={`${id}-extension`} name={`extension-${index}`} inputMode="numeric" label="profile.phones.extension"
          value={phone.extension} onChange={(event) => update({ extension: event.target.value })} error={form.errors[`phones.${index}.extension`]} />
        <SelectField id={`${id}-type`} label="profile.phones.type" value={phone.type} options={TYPE_OPTIONS} onChange={(type) => update({ type })} />
      </div>
      <button type="button" className="button" onClick={() => (form.set('phones', phones.filter((_, at) => at !== index)), onRemoved())}>
        {intl.formatMessage({ id: 'profile.phones.removeOne' }, { n })}
      </button>
    </fieldset>
  )
}
