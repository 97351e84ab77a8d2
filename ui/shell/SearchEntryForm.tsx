import { useNavigate } from '@tanstack/react-router'
import { useId, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from '../i18n/intl'

/** What and where, then off to /search?what=..&where=.. (empty fields are left out). */
export function SearchEntryForm() {
  const intl = useIntl()
  const navigate = useNavigate()
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const what = String(form.get('what') ?? '').trim()
    const where = String(form.get('where') ?? '').trim()
    void navigate({ to: '/search', search: { ...(what && { what }), ...(where && { where }) } })
  }
  return (
    <form role="search" className="search-entry" onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'landing.searchLabel' })}>
      <div className="field">
        <label htmlFor={`${id}-what`}><FormattedMessage id="landing.what" /></label>
        <input id={`${id}-what`} name="what" type="search" maxLength={200} autoComplete="off"
          placeholder={intl.formatMessage({ id: 'landing.whatPlaceholder' })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-where`}><FormattedMessage id="landing.where" /></label>
        <input id={`${id}-where`} name="where" type="text" maxLength={200} autoComplete="address-level2"
          placeholder={intl.formatMessage({ id: 'landing.wherePlaceholder' })} />
      </div>
      <button type="submit" className="button button--primary">
        <FormattedMessage id="landing.submit" />
      </button>
    </form>
  )
}
