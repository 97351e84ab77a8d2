import { use, useState, useSyncExternalStore } from 'react'
import type { Job, JobSummary } from '../../../core/search'
import type { OneClickApplyActor } from '../../../machines/apply'
import type { ApplyRuntime } from '../../../machines/apply/applyRuntime'
import { useIntl } from '../../i18n/intl'
import { useRecordAction } from '../../services'
import { useApp } from '../../useApp'
import { useApplied } from '../applications'
import OneClickStatus from './OneClickStatus'

/**
 * The 1-Click button once eligible and while the job is not applied to (the "Applied" badge's knowledge: a second
 * application would only answer the first); a click starts the job's 1-Click flow (an undo window, then the send).
 */
export default function OneClickApply({ job }: { readonly job: Job | JobSummary }) {
  const runtime = use(useApp().apply())
  return <Eligible runtime={runtime} job={job} />
}

function Eligible({ runtime, job }: { readonly runtime: ApplyRuntime; readonly job: Job | JobSummary }) {
  const intl = useIntl()
  const eligible = useSyncExternalStore(runtime.oneClickEligibility.subscribe, runtime.oneClickEligibility.current)
  const [actor, setActor] = useState<OneClickApplyActor | null>(null)
  const record = useRecordAction()
  const applied = useApplied(job.id)
  if (actor) return <OneClickStatus actor={actor} job={job} onDismissed={() => setActor(null)} />
  if (!eligible || applied) return null
  const click = () => {
    const flow = runtime.oneClick(job.id)
    flow.send({ type: 'user.clicked', key: crypto.randomUUID() })
    record({ name: 'apply.started', data: { kind: 'oneClick' } })
    setActor(flow)
  }
  return (
    <button type="button" className="button button--primary one-click" aria-label={intl.formatMessage({ id: 'apply.oneClick.label' }, { title: job.title })} onClick={click}>
      {intl.formatMessage({ id: 'apply.oneClick.button' })}
    </button>
  )
}
