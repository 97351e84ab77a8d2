import { useId, useMemo, type ReactNode } from 'react'
import type { MessageId } from '../../../core/i18n/en-US'
import { emptySection, timeZones, type AccountDetails, type Agency, type General } from '../../../core/profile'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { useApp } from '../../useApp'
import { FormField, SectionSubmit, SelectField, useSectionForm } from '../forms'
import { sectionFormOptions } from '../../../machines/profile/sectionForms'

/** The account page's sections of the profile: saved values (null before the first save), or null when loading failed. */
export interface AccountSectionsData {
  readonly account: AccountDetails | null
  readonly agency: Agency | null
  readonly general: General | null
  readonly failed: boolean
}

function Section({ title, children }: { readonly title: MessageId; readonly children: (titleId: string) => ReactNode }) {
  const id = useId()
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id={title} />
      </h2>
      {children(`${id}-title`)}
    </section>
  )
}

/** LinkedIn profile URL and location with postal code (spec sections 3 and 5). */
export function DetailsSection({ saved, userId }: { readonly saved: AccountDetails | null; readonly userId: string }) {
  const id = useId()
  const intl = useIntl()
  const form = useSectionForm(sectionFormOptions(useApp().profile, 'account', userId, saved))
  return (
    <Section title="profile.account.details.title">
      {(titleId) => (
        <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-labelledby={titleId}>
          <FormField id={`${id}-linkedin`} name="linkedInUrl" type="url" label="profile.account.linkedIn" autoComplete="url"
            placeholder={intl.formatMessage({ id: 'profile.account.linkedInHint' })} {...form.text('linkedInUrl')} />
          <FormField id={`${id}-address`} name="address" label="profile.account.address" autoComplete="street-address" {...form.text('address')} />
          <div className="account-section__row">
            <FormField id={`${id}-city`} name="city" label="profile.account.city" autoComplete="address-level2" {...form.text('city')} />
            <FormField id={`${id}-state`} name="state" label="profile.account.state" autoComplete="address-level1" {...form.text('state')} />
            <FormField id={`${id}-postal`} name="postal" label="profile.account.postal" autoComplete="postal-code" {...form.text('postal')} />
          </div>
          <SectionSubmit submission={form.submission} label="profile.account.details.save" />
        </form>
      )}
    </Section>
  )
}

/** The staffing agency that represents the user, if any (docs/decisions.md, "Account page sections"). */
export function AgencySection({ saved, userId }: { readonly saved: Agency | null; readonly userId: string }) {
  const id = useId()
  const form = useSectionForm(sectionFormOptions(useApp().profile, 'agency', userId, saved))
  return (
    <Section title="profile.agency.title">
      {(titleId) => (
        <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-labelledby={titleId}>
          <p className="auth-form__intro">
            <FormattedMessage id="profile.agency.intro" />
          </p>
          <FormField id={`${id}-name`} name="agencyName" label="profile.agency.name" autoComplete="off" {...form.text('agencyName')} />
          <FormField id={`${id}-email`} name="agencyEmail" type="email" label="profile.agency.email" autoComplete="off" {...form.text('agencyEmail')} />
          <SectionSubmit submission={form.submission} label="profile.agency.save" />
        </form>
      )}
    </Section>
  )
}

/** Payment: nothing is charged, so nothing is stored; said plainly (no pretend payment form). */
export function PaymentSection() {
  return (
    <Section title="profile.payment.title">
      {() => (
        <p className="account-section__note">
          <FormattedMessage id="profile.payment.none" />
        </p>
      )}
    </Section>
  )
}

/** General: the time zone (the platform's IANA list) and the language the app is in. */
export function GeneralSection({ saved, userId }: { readonly saved: General | null; readonly userId: string }) {
  const id = useId()
  const intl = useIntl()
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: { text: zone.replaceAll('_', ' ') } })), [])
  const browserZone = useMemo(() => new Intl.DateTimeFormat().resolvedOptions().timeZone, [])
  const form = useSectionForm(sectionFormOptions(useApp().profile, 'general', userId, saved, emptySection('general', browserZone)))
  return (
    <Section title="profile.general.title">
      {(titleId) => (
        <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-labelledby={titleId}>
          <SelectField id={`${id}-zone`} label="profile.general.timeZone" placeholder value={form.values.timeZone} options={zones}
            onChange={(timeZone) => form.set('timeZone', timeZone)} error={form.errors.timeZone} />
          <p className="auth-form__intro">{intl.formatMessage({ id: 'profile.general.timeZoneHint' })}</p>
          <p className="account-section__note">
            <FormattedMessage id="profile.general.language" />
          </p>
          <SectionSubmit submission={form.submission} label="profile.general.save" />
        </form>
      )}
    </Section>
  )
}
