import { Link } from '@tanstack/react-router'
import { useId, useMemo } from 'react'
import { EDUCATION_LEVELS, languageName, languages, type Background } from '../../../core/profile'
import { useApp } from '../../useApp'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { FormField, SectionSubmit, SelectField, TagListField, TextAreaField, useSectionForm } from '../forms'
import { ProfilePage, sectionLoader } from './ProfilePage'
import { sectionFormOptions } from '../../../machines/profile/sectionForms'

export const loadBackground = sectionLoader('background')

/** /settings/professional/background: highest education (required), years of experience, languages, a summary. */
export function BackgroundPage() {
  return <ProfilePage<Background | null> title="profile.background.title">{(saved, userId) => <BackgroundForm saved={saved} userId={userId} />}</ProfilePage>
}

function BackgroundForm({ saved, userId }: { readonly saved: Background | null; readonly userId: string }) {
  const id = useId()
  const intl = useIntl()
  const app = useApp()
  const form = useSectionForm(sectionFormOptions(app.profile, 'background', userId, saved))
  const languageOptions = useMemo(() => languages(intl.locale).map((language) => ({ value: language.code, label: { text: language.name } })), [intl.locale])
  return (
    <>
      <form className="auth-form profile-form" onSubmit={form.onSubmit} noValidate aria-labelledby="profile-page-title">
        <SelectField id={`${id}-education`} label="profile.background.education" placeholder value={form.values.education}
          options={EDUCATION_LEVELS.map((value) => ({ value, label: `profile.background.education.${value}` as const }))}
          onChange={(education) => form.set('education', education)} error={form.errors.education} />
        <FormField id={`${id}-years`} name="yearsOfExperience" label="profile.background.years" inputMode="numeric" {...form.text('yearsOfExperience')} />
        <TagListField id={`${id}-languages`} legend="profile.background.languages" items={form.values.languages} choices={languageOptions}
          nameOf={(code) => languageName(code, intl.locale)} onChange={(items) => form.set('languages', items)}
          entryLabel="profile.background.languageToAdd" addLabel="profile.background.addLanguage" emptyLabel="profile.background.noLanguages" error={form.errors.languages} />
        <TextAreaField id={`${id}-summary`} label="profile.background.summary" value={form.values.summary} onChange={(summary) => form.set('summary', summary)} error={form.errors.summary} />
        <SectionSubmit submission={form.submission} />
      </form>
      <p>
        <Link to="/settings/professional/goals">
          <FormattedMessage id="profile.background.goalsLink" />
        </Link>
      </p>
    </>
  )
}
