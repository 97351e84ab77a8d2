import { useLoaderData, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useId, useState } from 'react'
import { APP_VERSION } from '../../../core/constants'
import { DEV_KEYS, offProduction } from '../../../core/devtools'
import type { AppServices } from '../../services'
import type { AppActor } from '../../../machines/app/appActor'
import type { RealtimeServices } from '../../../machines/realtime/realtimeServices'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { useServices } from '../../services'
import { usePageMeta } from '../../shell/usePageMeta'
import type { MessageId } from '../../../core/i18n/en-US'
import { DebugSwitches } from './DebugSwitches'
import './devtools.css'

type WorkerState = 'active' | 'installing' | 'none' | 'unsupported'

export interface SystemTestData {
  /** The API's answer time in ms, or null when it did not answer. */
  readonly apiMs: number | null
  readonly realtime: RealtimeServices | null
  readonly worker: WorkerState
}

async function workerState(): Promise<WorkerState> {
  if (!('serviceWorker' in navigator)) return 'unsupported'
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  if (registration?.active) return 'active'
  return registration?.installing || registration?.waiting ? 'installing' : 'none'
}

/** The /test loader: asks the server once (GET /health/live, timed on the app's clock) and reads the browser's state. */
export async function loadSystemTest({ context }: { readonly context: { readonly app: AppActor; readonly services: Pick<AppServices, 'clock'> } }): Promise<SystemTestData> {
  const { app, services } = context
  const started = services.clock.now()
  const apiMs = await (await app.system()).live().then(() => Math.max(0, Math.round(services.clock.now() - started)), () => null)
  const signedIn = app.getSnapshot().session._tag === 'SignedIn'
  const realtime = signedIn ? await app.realtime().catch(() => null) : null
  return { apiMs, realtime, worker: await workerState() }
}

const REALTIME_STATES: Readonly<Record<string, MessageId>> = {
  closed: 'systemTest.realtime.closed',
  live: 'systemTest.realtime.connecting',
  reconnecting: 'systemTest.realtime.reconnecting',
}

function RealtimeState({ realtime }: { readonly realtime: RealtimeServices }) {
  const id = useSelector(realtime.runtime.actor, (snapshot): MessageId =>
    snapshot.matches({ live: 'connected' }) ? 'systemTest.realtime.connected' : (REALTIME_STATES[String(Object.keys(snapshot.value as object)[0] ?? snapshot.value)] ?? 'systemTest.realtime.connecting'),
  )
  return <span data-testid="realtime-state"><FormattedMessage id={id} /></span>
}

/** /test: what a developer or support needs to know about this browser and the server, now. */
export function SystemTestPage() {
  const data = useLoaderData({ from: '/test' }) as SystemTestData
  const router = useRouter()
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'systemTest.title' }) })
  const rows: readonly [MessageId, React.ReactNode][] = [
    ['systemTest.version', APP_VERSION],
    ['systemTest.origin', location.origin],
    ['systemTest.api', <FormattedMessage key="api" id={data.apiMs === null ? 'systemTest.apiDown' : 'systemTest.apiUp'} values={{ ms: data.apiMs ?? 0 }} />],
    ['systemTest.realtime', data.realtime ? <RealtimeState key="rt" realtime={data.realtime} /> : <FormattedMessage key="rt" id="systemTest.realtime.signedOut" />],
    ['systemTest.serviceWorker', <FormattedMessage key="sw" id={`systemTest.serviceWorker.${data.worker}`} />],
  ]
  return (
    <article className="system-page" aria-labelledby="system-test-title">
      <h1 id="system-test-title"><FormattedMessage id="systemTest.title" /></h1>
      <p><FormattedMessage id="systemTest.intro" /></p>
      <dl className="system-page__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt><FormattedMessage id={label} /></dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button" onClick={() => void router.invalidate()}><FormattedMessage id="systemTest.checkAgain" /></button>
      <DeveloperTools />
    </article>
  )
}

/** Off the production origin: developer mode and the debug switches, kept in this browser. */
function DeveloperTools() {
  const { storage } = useServices()
  const id = useId()
  const [, rerender] = useState(0)
  if (!offProduction(location, import.meta.env.VITE_PRODUCTION_ORIGIN)) {
    return (
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}><FormattedMessage id="devtools.title" /></h2>
        <p><FormattedMessage id="devtools.productionOrigin" /></p>
      </section>
    )
  }
  const flag = (key: string) => storage.local.get(key) === 'true'
  const set = (key: string, on: boolean) => {
    if (on) storage.local.set(key, 'true')
    else storage.local.remove(key)
    rerender((n) => n + 1)
  }
  return (
    <section aria-labelledby={`${id}-title`} className="system-page__tools">
      <h2 id={`${id}-title`}><FormattedMessage id="devtools.title" /></h2>
      <div className="system-page__switch">
        <input id={`${id}-mode`} type="checkbox" checked={flag(DEV_KEYS.developerMode)} aria-describedby={`${id}-mode-hint`}
          onChange={(event) => {
            set(DEV_KEYS.developerMode, event.currentTarget.checked)
            location.reload()
          }} />
        <label htmlFor={`${id}-mode`}><FormattedMessage id="devtools.developerMode" /></label>
        <p id={`${id}-mode-hint`} className="system-page__hint"><FormattedMessage id="devtools.developerModeHint" /></p>
      </div>
      <DebugSwitches flag={flag} set={set} />
    </section>
  )
}
