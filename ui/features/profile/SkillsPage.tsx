import { useId } from 'react'
import type { Skills } from '../../../core/profile'
import { useApp } from '../../useApp'
import { SectionSubmit, TagListField, useSectionForm } from '../forms'
import { ProfilePage, sectionLoader } from './ProfilePage'
import { sectionFormOptions } from '../../../machines/profile/sectionForms'

export const loadSkills = sectionLoader('skills')

/** /settings/professional/skills: the user's skills (at least one). */
export function SkillsPage() {
  return <ProfilePage<Skills | null> title="profile.skills.title">{(saved, userId) => <SkillsForm saved={saved} userId={userId} />}</ProfilePage>
}

function SkillsForm({ saved, userId }: { readonly saved: Skills | null; readonly userId: string }) {
  const id = useId()
  const app = useApp()
  const form = useSectionForm(sectionFormOptions(app.profile, 'skills', userId, saved))
  return (
    <form className="auth-form profile-form" onSubmit={form.onSubmit} noValidate aria-labelledby="profile-page-title">
      <TagListField id={`${id}-skills`} legend="profile.skills.list" items={form.values.skills} onChange={(skills) => form.set('skills', skills)}
        entryLabel="profile.skills.skillToAdd" addLabel="profile.skills.add" emptyLabel="profile.skills.none" error={form.errors.skills}
        itemErrors={form.values.skills.map((_, index) => form.errors[`skills.${index}`])} />
      <SectionSubmit submission={form.submission} />
    </form>
  )
}
