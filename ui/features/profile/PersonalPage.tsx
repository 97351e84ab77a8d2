import { useId, useMemo } from 'react'
import { countries, regionsOf, WORK_AUTHORIZATIONS, type Personal } from '../../../core/profile'
import { useApp } from '../../useApp'
import { useIntl } from '../../i18n/intl'
import { ChoiceGroup, FormField, SectionSubmit, SelectField, useSectionForm } from '../forms'
import { ProfilePage, sectionLoader } from './ProfilePage'
import { sectionFormOptions } from '../../../machines/profile/sectionForms'

export const loadPersonal = sectionLoader('personal')

/** /settings/professional/personal: headline, country (required), region, city, work authorization. */
export function PersonalPage() {
  return <ProfilePage<Personal | null> title="profile.personal.title">{(saved, userId) => <PersonalForm saved={saved} userId={userId} />}</ProfilePage>
}

function PersonalForm({ saved, userId }: { readonly saved: Personal | null; readonly userId: string }) {
  const id = useId()
  const intl = useIntl()
  const app = useApp()
  const form = useSectionForm(sectionFormOptions(app.profile, 'personal', userId, saved))
  const countryOptions = useMemo(() => countries(intl.locale).map((country) => ({ value: country.code, label: { text: country.name } })), [intl.locale])
  const regions = regionsOf(form.values.country)
  return (
    <form className="auth-form profile-form" onSubmit={form.onSubmit} noValidate aria-labelledby="profile-page-title">
      <FormField id={`${id}-headline`} name="headline" label="profile.personal.headline" placeholder={intl.formatMessage({ id: 'profile.personal.headlineHint' })} {...form.text('headline')} />
      <SelectField id={`${id}-country`} label="profile.personal.country" placeholder autoComplete="country" value={form.values.country}
        options={countryOptions}
        onChange={(country) => form.change({ ...form.values, country, region: regionsOf(country).some((r) => r.code === form.values.region) ? form.values.region : '' })}
        error={form.errors.country} />
      <div className="profile-row">
        {regions.length > 0 ? (
          <SelectField id={`${id}-region`} label="profile.personal.region" placeholder value={form.values.region}
            options={regions.map((region) => ({ value: region.code, label: { text: region.name } }))} onChange={(region) => form.set('region', region)} error={form.errors.region} />
        ) : (
          <FormField id={`${id}-region`} name="region" label="profile.personal.region" autoComplete="address-level1" {...form.text('region')} />
        )}
        <FormField id={`${id}-city`} name="city" label="profile.personal.city" autoComplete="address-level2" {...form.text('city')} />
      </div>
      <ChoiceGroup id={`${id}-authorization`} legend="profile.personal.workAuthorization" selected={[form.values.workAuthorization]}
        options={WORK_AUTHORIZATIONS.map((value) => ({ value, label: `profile.personal.workAuthorization.${value}` as const }))}
        onChange={([value = '']) => form.set('workAuthorization', value)} error={form.errors.workAuthorization} />
      <SectionSubmit submission={form.submission} />
    </form>
  )
}
