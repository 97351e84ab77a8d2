import type { ActorRefFrom } from 'xstate'
import type { JobId } from '../../core/search'
import { applyChange, applyChanges, isSaved, SAVED_JOBS_CAP, type SavedJob, type SavedJobChange } from '../../core/savedJobs'
import { createDeviceListMachine, type DeviceListContext, type DeviceListInput, type DeviceListSessionEvent } from '../deviceList/deviceListMachine'
import { failureNotice } from './failures'

export interface SavedJobsContext extends DeviceListContext<SavedJob, SavedJobChange> {
  readonly cap: number
}

export interface SavedJobsInput extends DeviceListInput<SavedJob> {
  /** The most jobs a list holds; default SAVED_JOBS_CAP (tests use a small one). */
  readonly cap?: number
}

type SavedJobsChangeEvent = { readonly type: 'user.saved'; readonly saved: SavedJob } | { readonly type: 'user.unsaved'; readonly jobId: JobId }
export type SavedJobsEvent = SavedJobsChangeEvent | DeviceListSessionEvent

/** What the user sees: the kept list with the changes on their way applied (optimistic). */
export const shownList = (context: SavedJobsContext): readonly SavedJob[] => applyChanges(context.confirmed, context.pending, context.cap)

const isNew = (context: SavedJobsContext, event: SavedJobsChangeEvent) => event.type === 'user.saved' && !isSaved(shownList(context), event.saved.job.id)

/** The change an event asks for: a save with room left, an unsave of a job shown; null for anything else. */
export function savedJobChangeOf(context: SavedJobsContext, event: SavedJobsChangeEvent): SavedJobChange | null {
  if (event.type === 'user.unsaved') return isSaved(shownList(context), event.jobId) ? { kind: 'unsave', jobId: event.jobId } : null
  return isNew(context, event) && shownList(context).length < context.cap ? { kind: 'save', saved: event.saved } : null
}

/**
 * The user's saved jobs (machines/deviceList): on the device while signed out, merged into the account at sign-in; a
 * save with the list full is refused with a toast, a refused change is rolled back with a toast.
 */
export const savedJobsMachine = createDeviceListMachine<SavedJobsContext, SavedJobsInput, SavedJobsChangeEvent, SavedJob, SavedJobChange, unknown>({
  id: 'savedJobs',
  changeEvents: ['user.saved', 'user.unsaved'],
  extra: (input) => ({ cap: input.cap ?? SAVED_JOBS_CAP }),
  changeOf: savedJobChangeOf,
  refusalOf: (context, event) => (isNew(context, event) && shownList(context).length >= context.cap ? { id: 'saveJob.full', values: { cap: context.cap } } : null),
  apply: (list, change, context) => applyChange(list, change, context.cap),
  failureNotice: (change, error, context) => failureNotice(change, error, context.cap),
  loadFailed: { id: 'saveJob.loadFailed' },
})

export type SavedJobsMachine = typeof savedJobsMachine
export type SavedJobsActor = ActorRefFrom<SavedJobsMachine>
