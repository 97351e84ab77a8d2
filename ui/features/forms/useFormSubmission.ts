import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { createActor, fromPromise } from 'xstate'
import type { FieldErrors } from '../../../core/forms'
import type { MessageId } from '../../../core/i18n/en-US'
import {
  formSubmissionMachine,
  type FailureMessages,
  type FormSubmissionSnapshot,
} from '../../../machines/forms/formSubmission.machine'
import { useServices } from '../../services'

const selectPending = (snapshot: FormSubmissionSnapshot) => snapshot.hasTag('busy')
const selectFailure = (snapshot: FormSubmissionSnapshot) => snapshot.context.failure?.message ?? null
const selectSaved = (snapshot: FormSubmissionSnapshot) => (snapshot.matches('saved') ? snapshot.context.output : null)
const selectSavedCount = (snapshot: FormSubmissionSnapshot) => snapshot.context.savedCount
const NO_FIELDS: FieldErrors<string> = {}
const selectRefusedFields = (snapshot: FormSubmissionSnapshot): FieldErrors<string> => snapshot.context.failure?.fields ?? NO_FIELDS

/** What a form's screen reads from its submission, and the events it sends. */
export interface FormSubmission<TValues, TOutput> {
  /** A submission is in flight (the submit button waits). */
  readonly pending: boolean
  /** Why the last submission failed (a catalogue id), until an edit or the next submit. */
  readonly failure: MessageId | null
  /** What the last successful submission answered, until an edit or the next submit. */
  readonly saved: TOutput | null
  /** How many submissions succeeded: key the form's inputs with it to empty them after each. */
  readonly savedCount: number
  /** The fields the server refused in the last submission, each with its problem (a new object per refusal), until an edit. */
  readonly refusedFields: FieldErrors<string>
  /** Sends checked values (ignored while one submission is in flight). */
  submitted(values: TValues): void
  /** A field changed: a shown failure or "saved" goes. */
  edited(): void
}

/** The system id of a form's submission actor: `form.<its name>`. */
export const formSystemId = (form: string): string => `form.${form}`

/**
 * One form's submission machine (machines/forms/formSubmission.machine.ts) for the component's life: `submit` is
 * its effect (the call and what must follow a success), `failures` its failure texts by tag and code. Both are
 * taken on the first render: key the component to change them (the forms are keyed by the account). `form` names
 * it (system id `form.<form>`): a page runs several forms of the one machine, and the services' inspector (the
 * `?inspect` window, the state explorer's screens) tells them apart by it.
 *
 * The actor is created once and started at once (useState), not with useActorRef: an idle form machine does
 * nothing until a submit, so it needs no stop (a submission in flight finishes, and its effect keeps what it
 * answered), and useActorRef's Strict Mode machinery would cost the first screen ~0.3 KB, since every library
 * ships in its one shared chunk.
 */
export function useFormSubmission<TValues, TOutput>(
  form: string,
  failures: FailureMessages,
  submit: (values: TValues) => Promise<TOutput>,
): FormSubmission<TValues, TOutput> {
  const { inspect } = useServices()
  const [actor] = useState(() =>
    createActor(formSubmissionMachine.provide({ actors: { submit: fromPromise<unknown, unknown>(({ input }) => submit(input as TValues)) } }), {
      input: { failures },
      systemId: formSystemId(form),
      inspect,
    }).start(),
  )
  return {
    pending: useSelector(actor, selectPending),
    failure: useSelector(actor, selectFailure),
    // The machine holds what `submit` answered, so it is a TOutput.
    saved: useSelector(actor, selectSaved) as TOutput | null,
    savedCount: useSelector(actor, selectSavedCount),
    refusedFields: useSelector(actor, selectRefusedFields),
    submitted: (values) => actor.send({ type: 'user.submitted', values }),
    edited: () => actor.send({ type: 'user.edited' }),
  }
}
