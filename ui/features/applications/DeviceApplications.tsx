import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { matchLocalApplications, type LocalApplicationRow } from '../../../core/applications'

/**
 * A visitor's applications made on this device (the local `application` table: id and searchText), searchable,
 * with a prompt to sign in to follow, edit or withdraw them.
 */
export function DeviceApplications({ rows }: { readonly rows: readonly LocalApplicationRow[] }) {
  const id = useId()
  const [query, setQuery] = useState('')
  const shown = matchLocalApplications(rows, query)
  return (
    <section className="device-applications" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="myApplications.device.heading" />
      </h2>
      <p>
        <FormattedMessage id="myApplications.device.intro" />
      </p>
      <p>
        <Link to="/login" search={{ redirect: '/applications' }} className="button button--primary">
          <FormattedMessage id="myApplications.device.signIn" />
        </Link>
      </p>
      {rows.length === 0 ? (
        <p>
          <FormattedMessage id="myApplications.device.empty" />
        </p>
      ) : (
        <>
          <div className="field device-applications__search">
            <label htmlFor={`${id}-search`}>
              <FormattedMessage id="myApplications.device.search" />
            </label>
            <input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          </div>
          <p role="status" className="device-applications__none">
            {shown.length === 0 && <FormattedMessage id="myApplications.device.none" />}
          </p>
          <ul className="applications-list">
            {shown.map((row) => (
              <li key={row.id} className="application-card">
                {row.searchText}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
