import { createActor, fromPromise, type Actor, type InspectionEvent, type Observer } from 'xstate'
import { clearDraft, readDraft, writeDraft } from '../../core/forms'
import { ConsultingDraftSchema, enrolmentRequestOf, type ConsultingApi, type ConsultingDraft } from '../../core/consulting'
import type { StoragePort } from '../../core/ports/storage'
import { keepConsultingEmail } from '../../core/session'
import { consultingEnrolmentMachine, type ConsultingEnrolmentMachine } from './consultingEnrolment.machine'

/**
 * Where the enrolment's draft is kept: this device's local storage (a reload, a sign-in, a new tab keep it). The app's
 * sign-out clears it without this chunk, as core/session's CONSULTING_DRAFT_STORAGE_KEY (a test keeps them equal).
 */
export const CONSULTING_DRAFT_KEY = 'consulting.enrolment'

export interface ConsultingRuntimeDeps {
  readonly api: ConsultingApi
  readonly storage: StoragePort
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

export type ConsultingEnrolmentActor = Actor<ConsultingEnrolmentMachine>

export interface ConsultingRuntime {
  /** The app's enrolment actor (one per app), started from the kept draft; a new one after an enrolment is done. */
  enrolment(): ConsultingEnrolmentActor
  /** The person signed out: the enrolment shown empties (the app also clears the stored draft and email). */
  signedOut(): void
}

/** The draft kept on this device, if any. */
export const keptConsultingDraft = (storage: StoragePort): ConsultingDraft | null => readDraft(storage.local, CONSULTING_DRAFT_KEY, ConsultingDraftSchema)

/** The consulting enrolment's machine given its ports: the call, the draft and the consulting profile's email in storage. */
export function createConsultingRuntime({ api, storage, inspect }: ConsultingRuntimeDeps): ConsultingRuntime {
  const machine = consultingEnrolmentMachine.provide({
    actors: { enrol: fromPromise(({ input }: { input: ConsultingDraft }) => api.enrol(enrolmentRequestOf(input))) },
    actions: {
      keepDraft: (_, params) => writeDraft(storage.local, CONSULTING_DRAFT_KEY, params.draft),
      keepEmail: (_, params) => keepConsultingEmail(storage.local, params.email),
      forgetDraft: () => clearDraft(storage.local, CONSULTING_DRAFT_KEY),
    },
  })
  let actor: ConsultingEnrolmentActor | null = null
  return {
    enrolment() {
      if (actor === null || actor.getSnapshot().status === 'done') {
        actor = createActor(machine, { input: { draft: keptConsultingDraft(storage) }, systemId: 'consultingEnrolment', inspect }).start()
      }
      return actor
    },
    signedOut() {
      actor?.send({ type: 'session.signedOut' })
    },
  }
}
