import { useLoaderData, useRouter } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import type { ApiError } from '../../../core/api'
import { CHAOS_FAULTS, ChaosRequestSchema, type ChaosFault, type ChaosState } from '../../../core/chaos'
import type { MessageId } from '../../../core/i18n/en-US'
import type { AppActor } from '../../../machines/app/appActor'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { FormField } from '../forms'
import { useApp } from '../../useApp'
import { usePageMeta } from '../../shell/usePageMeta'
import './devtools.css'

export type ChaosLoaderData = { readonly state: ChaosState } | { readonly failure: 'chaos.production' | 'chaos.failed' }

const failureOf = (error: unknown): 'chaos.production' | 'chaos.failed' => {
  const failure = error as ApiError
  return failure._tag === 'HttpError' && failure.status === 404 ? 'chaos.production' : 'chaos.failed'
}

export async function loadChaos({ context }: { readonly context: { readonly app: Pick<AppActor, 'system'> } }): Promise<ChaosLoaderData> {
  try {
    return { state: await (await context.app.system()).chaos() }
  } catch (error) {
    return { failure: failureOf(error) }
  }
}

type Field = 'durationMs' | 'delayMs' | 'count'
const FIELD_ERRORS: Readonly<Record<Field, MessageId>> = { durationMs: 'chaos.durationError', delayMs: 'chaos.delayError', count: 'chaos.countError' }

/** The form's text as a request: seconds to ms, empty optional fields left out; or which fields are wrong. */
function readRequest(form: FormData): { readonly request: v.InferOutput<typeof ChaosRequestSchema> } | { readonly errors: readonly Field[] } {
  const fault = String(form.get('fault'))
  const number = (name: string) => (String(form.get(name) ?? '').trim() === '' ? undefined : Number(form.get(name)))
  const seconds = number('duration')
  const candidate = {
    fault,
    durationMs: seconds === undefined ? Number.NaN : seconds * 1000,
    ...(fault === 'slowDatabase' && number('delayMs') !== undefined ? { delayMs: number('delayMs') } : {}),
    ...(fault === 'handlerThrow' && number('count') !== undefined ? { count: number('count') } : {}),
  }
  const parsed = v.safeParse(ChaosRequestSchema, candidate)
  if (parsed.success) return { request: parsed.output }
  const errors = new Set<Field>()
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key
    if (key === 'durationMs' || key === 'delayMs' || key === 'count') errors.add(key)
  }
  return { errors: errors.size ? [...errors] : ['durationMs'] }
}

/** /chaos-lemur: start a time-boxed fault on this server, see what runs, end it early (admins, never in production). */
export function ChaosLemurPage() {
  const data = useLoaderData({ from: '/chaos-lemur' }) as ChaosLoaderData
  const intl = useIntl()
  const app = useApp()
  const router = useRouter()
  const id = useId()
  usePageMeta({ title: intl.formatMessage({ id: 'chaos.title' }) })
  const [fault, setFault] = useState<ChaosFault>('socketKill')
  const [errors, setErrors] = useState<readonly Field[]>([])
  const [state, setState] = useState<ChaosState | null>(null)
  const [failure, setFailure] = useState<MessageId | null>(null)
  const shown = state ?? ('state' in data ? data.state : null)
  const run = (work: () => Promise<ChaosState>) =>
    work().then(
      (next) => {
        setFailure(null)
        setState(next)
      },
      (error: unknown) => setFailure(failureOf(error)),
    )
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = readRequest(new FormData(event.currentTarget))
    if ('errors' in read) {
      setErrors(read.errors)
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${read.errors[0] === 'durationMs' ? 'duration' : read.errors[0]}"]`)?.focus()
      return
    }
    setErrors([])
    void run(async () => (await app.system()).startChaos(read.request))
  }
  const fieldError = (field: Field): MessageId | undefined => (errors.includes(field) ? FIELD_ERRORS[field] : undefined)
  if ('failure' in data && shown === null) {
    return (
      <article className="system-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}><FormattedMessage id="chaos.title" /></h1>
        <p role="alert"><FormattedMessage id={data.failure} /></p>
      </article>
    )
  }
  return (
    <article className="system-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}><FormattedMessage id="chaos.title" /></h1>
      <p><FormattedMessage id="chaos.intro" /></p>
      <form className="system-page__form" onSubmit={submit} noValidate>
        <div className="field auth-field">
          <label htmlFor={`${id}-fault`}><FormattedMessage id="chaos.fault" /></label>
          <select id={`${id}-fault`} name="fault" value={fault} onChange={(event) => setFault(event.currentTarget.value as ChaosFault)}>
            {CHAOS_FAULTS.map((name) => <option key={name} value={name}>{intl.formatMessage({ id: `chaos.fault.${name}` })}</option>)}
          </select>
        </div>
        <FormField id={`${id}-duration`} name="duration" label="chaos.duration" type="number" inputMode="numeric" min={1} max={60} defaultValue={10} error={fieldError('durationMs')} />
        {fault === 'slowDatabase' && (
          <FormField id={`${id}-delay`} name="delayMs" label="chaos.delay" type="number" inputMode="numeric" min={1} max={10000} defaultValue={2000} error={fieldError('delayMs')} />
        )}
        {fault === 'handlerThrow' && (
          <FormField id={`${id}-count`} name="count" label="chaos.count" type="number" inputMode="numeric" min={1} max={100} defaultValue={3} error={fieldError('count')} />
        )}
        <button type="submit" className="button button--primary"><FormattedMessage id="chaos.start" /></button>
      </form>
      {failure && <p role="alert"><FormattedMessage id={failure} /></p>}
      <section aria-labelledby={`${id}-active`} aria-live="polite">
        <h2 id={`${id}-active`}><FormattedMessage id="chaos.active" /></h2>
        {shown && shown.active.length > 0 ? (
          <ul className="system-page__faults">
            {shown.active.map((active) => {
              const name = intl.formatMessage({ id: `chaos.fault.${active.fault}` })
              return (
                <li key={active.fault}>
                  <FormattedMessage id="chaos.until" values={{ fault: name, time: intl.formatDate(active.until, { timeStyle: 'medium' }) }} />{' '}
                  <button type="button" className="button" onClick={() => void run(async () => (await app.system()).endChaos(active.fault))}>
                    <FormattedMessage id="chaos.end" values={{ fault: name }} />
                  </button>
                </li>
              )
            })}
          </ul>
        ) : (
          <p><FormattedMessage id="chaos.none" /></p>
        )}
        <button type="button" className="button" onClick={() => void run(async () => (await app.system()).chaos()).then(() => router.invalidate())}>
          <FormattedMessage id="chaos.refresh" />
        </button>
      </section>
    </article>
  )
}
