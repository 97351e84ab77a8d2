import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Experience } from '../../../core/profile'
import { useApp } from '../../useApp'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { loaderOf, ProfilePage } from './ProfilePage'

export const loadExperienceList = loaderOf((app) => app.profile.experience())

/** /settings/professional/experience: the user's work experience, current and latest first; add, edit, delete. */
export function ExperienceListPage() {
  return <ProfilePage<readonly Experience[]> title="profile.experience.title">{(loaded) => <ExperienceList loaded={loaded} />}</ProfilePage>
}

/** "March 2020" for '2020-03' (the day is the first, read in UTC so no time zone moves it). */
const monthText = (intl: ReturnType<typeof useIntl>, month: string) => intl.formatDate(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' })

function ExperienceList({ loaded }: { readonly loaded: readonly Experience[] }) {
  const intl = useIntl()
  const app = useApp()
  const [items, setItems] = useState(loaded)
  const [deleteFailed, setDeleteFailed] = useState(false)
  const remove = (item: Experience) => {
    setDeleteFailed(false)
    app.profile.deleteExperience(item.id).then(
      () => setItems((current) => current.filter((other) => other.id !== item.id)),
      () => setDeleteFailed(true),
    )
  }
  return (
    <>
      <p>
        <Link to="/settings/professional/experience/$experienceId" params={{ experienceId: 'new' }} className="button button--primary">
          <FormattedMessage id="profile.experience.add" />
        </Link>
      </p>
      <p role="alert" className="auth-form__failure">
        {deleteFailed && <FormattedMessage id="profile.experience.deleteFailed" />}
      </p>
      {items.length === 0 ? (
        <p>
          <FormattedMessage id="profile.experience.none" />
        </p>
      ) : (
        <ul className="experience-list" aria-labelledby="profile-page-title">
          {items.map((item) => {
            const names = { title: item.title, company: item.company }
            const end = item.ended === null ? intl.formatMessage({ id: 'profile.experience.present' }) : monthText(intl, item.ended)
            return (
              <li key={item.id} className="experience-list__item">
                <div className="experience-list__what">
                  <strong>{item.title}</strong>
                  <span>{item.company}</span>
                  <span className="experience-list__meta">{intl.formatMessage({ id: 'profile.experience.range' }, { start: monthText(intl, item.started), end })}</span>
                </div>
                <div className="experience-list__actions">
                  <Link to="/settings/professional/experience/$experienceId" params={{ experienceId: item.id }} className="button"
                    aria-label={intl.formatMessage({ id: 'profile.experience.edit' }, names)}>
                    <FormattedMessage id="profile.experience.editShort" />
                  </Link>
                  <button type="button" className="button" onClick={() => remove(item)} aria-label={intl.formatMessage({ id: 'profile.experience.delete' }, names)}>
                    <FormattedMessage id="profile.experience.deleteShort" />
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
