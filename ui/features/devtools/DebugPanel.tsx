import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { DEV_KEYS, TEST_PLACES, type TestPlace } from '../../../core/devtools'
import { SearchTermsSchema } from '../../../core/search'
import { readStored, STORED, writeStored } from '../../../core/storage'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { useServices } from '../../services'
import { FormField } from '../forms'
import { DebugSwitches } from './DebugSwitches'
import { ImpersonateForm } from './ImpersonateForm'

// The map library (Leaflet) and its tiles load only here, in a chunk of their own.
const TestMap = lazy(() => import('./TestMap'))

const DAY_MS = 24 * 60 * 60 * 1000
const placeName = (place: TestPlace) => `${place.city}, ${place.state}`

/** Sets an input's value as typing would (React's own setter, then an input event), so its form keeps it. */
const fillInput = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * The debug panel (developer mode only, spec section 6): the debug switches, a small map where a click sets the test
 * location (the search form's Where field and its draft take it), the date override that moves the app's clock, and
 * an administrator's sign-in as another account (the impersonation key).
 */
export function DebugPanel({ onClose, invalidate, impersonate }: {
  readonly onClose: () => void
  readonly invalidate: () => void
  readonly impersonate: (email: string, key: string) => Promise<void>
}) {
  const { storage, clock } = useServices()
  const intl = useIntl()
  const id = useId()
  const panel = useRef<HTMLElement>(null)
  const [, rerender] = useState(0)
  const [place, setPlace] = useState<string | null>(() => readStored(storage.session, STORED.searchDraft.key, SearchTermsSchema, { what: '', where: '' }).where || null)
  const [dayError, setDayError] = useState(false)
  useEffect(() => panel.current?.querySelector<HTMLElement>('h2')?.focus(), [])

  const flag = (key: string) => storage.local.get(key) === 'true'
  const set = (key: string, on: boolean) => {
    if (on) storage.local.set(key, 'true')
    else storage.local.remove(key)
    rerender((n) => n + 1)
  }
  const pick = (chosen: TestPlace | null) => {
    const where = chosen ? placeName(chosen) : ''
    const draft = readStored(storage.session, STORED.searchDraft.key, SearchTermsSchema, { what: '', where: '' })
    writeStored(storage.session, STORED.searchDraft.key, SearchTermsSchema, { ...draft, where })
    for (const input of document.querySelectorAll<HTMLInputElement>('form input[name="where"]')) fillInput(input, where)
    setPlace(where || null)
  }
  const offsetDays = Math.round((Number(storage.local.get(DEV_KEYS.dateOffset)) || 0) / DAY_MS)
  const moveDate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('days') ?? '').trim()
    const days = Number(text)
    if (text === '' || !Number.isInteger(days) || Math.abs(days) > 3650) {
      setDayError(true)
      event.currentTarget.querySelector('input')?.focus()
      return
    }
    setDayError(false)
    if (days === 0) storage.local.remove(DEV_KEYS.dateOffset)
    else storage.local.set(DEV_KEYS.dateOffset, String(days * DAY_MS))
    invalidate()
    rerender((n) => n + 1)
  }
  const resetDate = () => {
    storage.local.remove(DEV_KEYS.dateOffset)
    invalidate()
    rerender((n) => n + 1)
  }

  return (
    <section ref={panel} id="debug-panel" className="debug-panel" aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}>
      <div className="debug-panel__head">
        <h2 id={`${id}-title`} tabIndex={-1}><FormattedMessage id="devtools.panel" /></h2>
        <button type="button" className="button" onClick={onClose} aria-label={intl.formatMessage({ id: 'devtools.close' })}>×</button>
      </div>
      <DebugSwitches flag={flag} set={set} />
      <fieldset className="debug-panel__group">
        <legend><FormattedMessage id="devtools.location" /></legend>
        <p className="system-page__hint"><FormattedMessage id="devtools.locationHint" /></p>
        <Suspense fallback={<p className="debug-map"><FormattedMessage id="devtools.mapLoading" /></p>}>
          <TestMap label={intl.formatMessage({ id: 'devtools.mapLabel' })} onPick={pick} />
        </Suspense>
        <div className="field auth-field">
          <label htmlFor={`${id}-city`}><FormattedMessage id="devtools.cities" /></label>
          <select id={`${id}-city`} value={place ?? ''} onChange={(event) => pick(TEST_PLACES.find((candidate) => placeName(candidate) === event.currentTarget.value) ?? null)}>
            <option value="">{intl.formatMessage({ id: 'devtools.locationNone' })}</option>
            {TEST_PLACES.map((candidate) => <option key={placeName(candidate)} value={placeName(candidate)}>{placeName(candidate)}</option>)}
          </select>
        </div>
        <p role="status" data-testid="test-location">
          {place ? <FormattedMessage id="devtools.locationSet" values={{ place }} /> : <FormattedMessage id="devtools.locationNone" />}
        </p>
        {place && <button type="button" className="button" onClick={() => pick(null)}><FormattedMessage id="devtools.locationClear" /></button>}
      </fieldset>
      <form className="debug-panel__group" onSubmit={moveDate} noValidate aria-labelledby={`${id}-date`}>
        <h3 id={`${id}-date`}><FormattedMessage id="devtools.date" /></h3>
        <p role="status" data-testid="app-date"><FormattedMessage id="devtools.dateNow" values={{ date: intl.formatDate(clock.now(), { dateStyle: 'full' }) }} /></p>
        <FormField id={`${id}-days`} name="days" label="devtools.dateDays" type="number" inputMode="numeric" min={-3650} max={3650} defaultValue={offsetDays} error={dayError ? 'devtools.dateDaysError' : undefined} />
        <div className="debug-panel__actions">
          <button type="submit" className="button button--primary"><FormattedMessage id="devtools.dateApply" /></button>
          <button type="button" className="button" onClick={resetDate}><FormattedMessage id="devtools.dateReset" /></button>
        </div>
      </form>
      <ImpersonateForm impersonate={impersonate} />
    </section>
  )
}
