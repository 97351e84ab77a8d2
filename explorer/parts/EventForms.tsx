import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import type { AnyStateMachine, EventObject } from 'xstate'
import type { MessageId } from '../../core/i18n/en-US'
import { FormattedMessage } from '../../ui/i18n/intl'
import { activeIds } from '../statechart/graph'
import { PayloadSchema } from '../url'

/** The events the active states handle, by name (XState's own `xstate.*` events are the machine's business). */
export function acceptedEvents(machine: AnyStateMachine, value: unknown): string[] {
  const types = new Set<string>()
  for (const id of activeIds(machine, value)) {
    for (const type of machine.getStateNodeById(id).ownEvents) if (!type.startsWith('xstate.') && type !== '*') types.add(type)
  }
  return [...types].sort()
}

interface EventFormsProps {
  readonly machine: AnyStateMachine
  readonly snapshot: { readonly value: unknown; readonly status: string } | undefined
  readonly payloads: Readonly<Record<string, Readonly<Record<string, unknown>>>>
  readonly onSend: (event: EventObject) => void
}

/** One button per accepted event; an event with a payload gets a small JSON field, checked before it is sent. */
export function EventForms({ machine, snapshot, payloads, onSend }: EventFormsProps) {
  if (snapshot === undefined) return <Note id="explorer.events.notRunning" />
  if (snapshot.status !== 'active') return <Note id="explorer.events.finished" status={snapshot.status} />
  const events = acceptedEvents(machine, snapshot.value)
  if (events.length === 0) return <Note id="explorer.events.none" />
  return (
    <ul className="explorer-events">
      {events.map((type) => (
        <li key={type}>
          <EventForm type={type} payload={payloads[type]} onSend={onSend} />
        </li>
      ))}
    </ul>
  )
}

function EventForm({ type, payload, onSend }: { type: string; payload: Readonly<Record<string, unknown>> | undefined; onSend: (event: EventObject) => void }) {
  const [text, setText] = useState(payload === undefined ? '' : JSON.stringify(payload, null, 1))
  const [problem, setProblem] = useState<MessageId | null>(null)
  const fieldId = `payload-${type}`
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim() === '') return onSend({ type })
    const parsed = v.safeParse(PayloadSchema, text)
    if (!parsed.success) return setProblem(parsed.issues[0].message as MessageId)
    setProblem(null)
    onSend({ ...parsed.output, type })
  }
  return (
    <form onSubmit={submit} className="explorer-event">
      <button type="submit">
        <FormattedMessage id="explorer.events.send" values={{ type }} />
      </button>
      <label htmlFor={fieldId}>
        <FormattedMessage id="explorer.events.payload" values={{ type }} />
      </label>
      <textarea
        id={fieldId}
        rows={payload === undefined ? 1 : 3}
        value={text}
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : `${fieldId}-problem`}
        onChange={(change) => setText(change.target.value)}
      />
      {problem === null ? null : (
        <p id={`${fieldId}-problem`} className="explorer-problem">
          <FormattedMessage id={problem} />
        </p>
      )}
    </form>
  )
}

function Note({ id, status }: { id: 'explorer.events.notRunning' | 'explorer.events.finished' | 'explorer.events.none'; status?: string }) {
  return (
    <p>
      <FormattedMessage id={id} values={{ status }} />
    </p>
  )
}
