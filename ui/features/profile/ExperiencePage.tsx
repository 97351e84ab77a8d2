import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { checkExperienceForm, experienceForm, ExperienceFormSchema, type Experience, type ExperienceForm, type ExperienceRequest } from '../../../core/profile'
import { PROFILE_FAILURES } from '../../../machines/profile/profileCalls'
import { useServices } from '../../services'
import { useApp } from '../../useApp'
import { FormattedMessage } from '../../i18n/intl'
import { FormField, SectionSubmit, TextAreaField, useSectionForm } from '../forms'
import { loaderOf, ProfilePage } from './ProfilePage'
import { MonthYearField } from './MonthYearField'

/** The id of the page that adds an experience (/settings/professional/experience/new). */
export const NEW_EXPERIENCE = 'new'

/** Who holds the form's unsaved changes (the navigation guard's holder). */
const HOLDER = 'profile.experience'

export const loadExperience = loaderOf<Experience | null>((app, params) =>
  params.experienceId === NEW_EXPERIENCE || params.experienceId === undefined ? Promise.resolve(null) : app.profile.experienceItem(params.experienceId),
)

/** /settings/professional/experience/{experienceId} ('new' adds one): title, company, started, ended or current, description. */
export function ExperiencePage() {
  return (
    <ProfilePage<Experience | null> title={(saved) => (saved === null ? 'profile.experience.newTitle' : 'profile.experience.editTitle')}>
      {(saved, userId) => <ExperienceEditor key={saved?.id ?? NEW_EXPERIENCE} saved={saved} userId={userId} />}
    </ProfilePage>
  )
}

function ExperienceEditor({ saved, userId }: { readonly saved: Experience | null; readonly userId: string }) {
  const id = useId()
  const app = useApp()
  const { clock } = useServices()
  const navigate = useNavigate()
  const experienceId = saved?.id ?? null
  const form = useSectionForm<ExperienceForm, ExperienceRequest>({
    holder: HOLDER,
    draftKey: `profile.experience.${experienceId ?? NEW_EXPERIENCE}.${userId}`,
    draftSchema: ExperienceFormSchema,
    saved: experienceForm(saved),
    check: (values) => checkExperienceForm(values, new Date(clock.now())),
    save: async (request) => {
      const kept = await app.profile.saveExperience(experienceId, request)
      // A new experience, once added, is shown in the list (a second save here would add another). What was typed
      // is saved: the form lets go of its unsaved changes first, so leaving asks nothing.
      if (experienceId === null) {
        app.send({ type: 'page.unsavedChangesReleased', holder: HOLDER })
        void navigate({ to: '/settings/professional/experience' })
      }
      return experienceForm(kept)
    },
    failures: PROFILE_FAILURES,
  })
  const { values } = form
  return (
    <>
      <p>
        <Link to="/settings/professional/experience">
          <FormattedMessage id="profile.experience.back" />
        </Link>
      </p>
      <form className="auth-form profile-form" onSubmit={form.onSubmit} noValidate aria-labelledby="profile-page-title">
        <FormField id={`${id}-title`} name="title" label="profile.experience.jobTitle" autoComplete="organization-title" {...form.text('title')} />
        <FormField id={`${id}-company`} name="company" label="profile.experience.company" autoComplete="organization" {...form.text('company')} />
        <MonthYearField id={`${id}-started`} legend="profile.experience.started" month={values.startedMonth} year={values.startedYear}
          onChange={(month, year) => form.change({ ...values, startedMonth: month, startedYear: year })} error={form.errors.started} />
        <label className="choice-group__choice">
          <input type="checkbox" checked={values.current} onChange={(event) => form.set('current', event.target.checked)} />
          <FormattedMessage id="profile.experience.current" />
        </label>
        {!values.current && (
          <MonthYearField id={`${id}-ended`} legend="profile.experience.ended" month={values.endedMonth} year={values.endedYear}
            onChange={(month, year) => form.change({ ...values, endedMonth: month, endedYear: year })} error={form.errors.ended} />
        )}
        <TextAreaField id={`${id}-description`} label="profile.experience.description" value={values.description}
          onChange={(description) => form.set('description', description)} error={form.errors.description} />
        <SectionSubmit submission={form.submission} />
      </form>
    </>
  )
}
