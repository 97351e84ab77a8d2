import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { ONE_CLICK_UNDO_MS, startCountdown } from '../../../core/apply'
import type { Job, JobSummary } from '../../../core/search'
import type { OneClickApplyActor } from '../../../machines/apply'
import { FormattedMessage } from '../../i18n/intl'
import { useRecordAction, useServices } from '../../services'
import { useOnArrival } from './onArrival'
import './oneClick.css'

interface OneClickStatusProps {
  readonly actor: OneClickApplyActor
  readonly job: Job | JobSummary
  readonly onDismissed: () => void
}

/** The 1-Click flow in place of its button: "Applying in 5 seconds… Undo", then sending, received or failed. */
export default function OneClickStatus({ actor, job, onDismissed }: OneClickStatusProps) {
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const undo = useRef<HTMLButtonElement>(null)
  const record = useRecordAction()
  useOnArrival(actor, (snapshot) => snapshot.value === 'received', () => record({ name: 'apply.submitted', data: { kind: 'oneClick' } }))
  useEffect(() => {
    if (state === 'undoWindow') undo.current?.focus()
    if (state === 'idle' && !context.undone) onDismissed()
  }, [state, context.undone, onDismissed])
  return (
    <div className="one-click-status" role="status">
      {state === 'undoWindow' && (
        <>
          <Counting title={job.title} />
          <button ref={undo} type="button" className="button" onClick={() => actor.send({ type: 'user.undone' })}>
            <FormattedMessage id="apply.oneClick.undo" />
          </button>
        </>
      )}
      {state === 'submitting' && <FormattedMessage id="apply.oneClick.sending" />}
      {state === 'idle' && context.undone && <Undone onAgain={onDismissed} />}
      {state === 'received' && <Received actor={actor} />}
      {state === 'failed' && context.failure && (
        <>
          <span className="one-click-status__failure">
            <FormattedMessage id={context.failure.message} />
          </span>
          <button type="button" className="button" onClick={() => actor.send({ type: 'user.retried' })}>
            <FormattedMessage id="apply.oneClick.retry" />
          </button>
        </>
      )}
    </div>
  )
}

/**
 * "Applying to … in 5 seconds…", counting down. The changing number is left out of the live region (aria-live off):
 * one announcement rather than one a second, with focus already on Undo.
 */
function Counting({ title }: { readonly title: string }) {
  const { clock } = useServices()
  const [seconds, setSeconds] = useState(Math.round(ONE_CLICK_UNDO_MS / 1000))
  // Never "in 0 seconds": the window has ended and the sending state takes over.
  useEffect(() => startCountdown(clock, ONE_CLICK_UNDO_MS, (left) => setSeconds(Math.max(1, left))), [clock])
  return (
    <span aria-live="off">
      <FormattedMessage id="apply.oneClick.counting" values={{ title, seconds }} />
    </span>
  )
}

function Undone({ onAgain }: { readonly onAgain: () => void }) {
  const { clock } = useServices()
  useEffect(() => {
    const timer = clock.setTimeout(onAgain, 4_000)
    return () => clock.clearTimeout(timer)
  }, [clock, onAgain])
  return <FormattedMessage id="apply.oneClick.undone" />
}

function Received({ actor }: { readonly actor: OneClickApplyActor }) {
  const answer = useSelector(actor, (snapshot) => snapshot.context.answer)
  return (
    <>
      <strong>
        <FormattedMessage id="apply.oneClick.received" />
      </strong>
      {answer && (
        <a href={answer.interviewPath}>
          <FormattedMessage id="apply.oneClick.interview" />
        </a>
      )}
    </>
  )
}
