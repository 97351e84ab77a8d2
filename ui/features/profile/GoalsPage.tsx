import { useId } from 'react'
import { industryMessage, REMOTE_PREFERENCES, SALARY_TYPES, type Goals } from '../../../core/profile'
import { INDUSTRIES } from '../../../core/search'
import { useApp } from '../../useApp'
import { ChoiceGroup, FormField, SectionSubmit, SelectField, TagListField, useSectionForm, type FieldOption } from '../forms'
import { ProfilePage, sectionLoader } from './ProfilePage'
import { sectionFormOptions } from '../../../machines/profile/sectionForms'

export const loadGoals = sectionLoader('goals')

const SALARY_TYPE_OPTIONS: readonly FieldOption[] = SALARY_TYPES.map((value) => ({ value, label: `profile.goals.salaryType.${value}` as const }))

/** /settings/professional/goals: desired titles (at least one), industries, expected and current salary, remote preference (required). */
export function GoalsPage() {
  return <ProfilePage<Goals | null> title="profile.goals.title">{(saved, userId) => <GoalsForm saved={saved} userId={userId} />}</ProfilePage>
}

function GoalsForm({ saved, userId }: { readonly saved: Goals | null; readonly userId: string }) {
  const id = useId()
  const app = useApp()
  const form = useSectionForm(sectionFormOptions(app.profile, 'goals', userId, saved))
  return (
    <form className="auth-form profile-form" onSubmit={form.onSubmit} noValidate aria-labelledby="profile-page-title">
      <TagListField id={`${id}-titles`} legend="profile.goals.titles" items={form.values.desiredTitles} onChange={(titles) => form.set('desiredTitles', titles)}
        entryLabel="profile.goals.titleToAdd" addLabel="profile.goals.addTitle" emptyLabel="profile.goals.noTitles" error={form.errors.desiredTitles}
        itemErrors={form.values.desiredTitles.map((_, index) => form.errors[`desiredTitles.${index}`])} />
      <ChoiceGroup id={`${id}-industries`} legend="profile.goals.industries" multiple selected={form.values.industries}
        options={INDUSTRIES.map((value) => ({ value, label: industryMessage(value) }))} onChange={(industries) => form.set('industries', industries)}
        error={form.errors.industries} />
      <div className="profile-row">
        <FormField id={`${id}-expected`} name="expectedSalary" label="profile.goals.expectedSalary" inputMode="numeric" {...form.text('expectedSalary')} />
        <SelectField id={`${id}-expected-type`} label="profile.goals.expectedSalaryType" value={form.values.expectedSalaryType} options={SALARY_TYPE_OPTIONS}
          onChange={(type) => form.set('expectedSalaryType', type)} />
      </div>
      <div className="profile-row">
        <FormField id={`${id}-current`} name="currentSalary" label="profile.goals.currentSalary" inputMode="numeric" {...form.text('currentSalary')} />
        <SelectField id={`${id}-current-type`} label="profile.goals.currentSalaryType" value={form.values.currentSalaryType} options={SALARY_TYPE_OPTIONS}
          onChange={(type) => form.set('currentSalaryType', type)} />
      </div>
      <ChoiceGroup id={`${id}-remote`} legend="profile.goals.remote" selected={[form.values.remote]}
        options={REMOTE_PREFERENCES.map((value) => ({ value, label: `profile.goals.remote.${value}` as const }))}
        onChange={([remote = '']) => form.set('remote', remote)} error={form.errors.remote} />
      <SectionSubmit submission={form.submission} />
    </form>
  )
}
