import type { KeyValueStore } from '../ports/storage'
import { DEVICE_SAVED_JOBS_KEY } from '../storage/deviceSavedJobsKey'
import { readStored, writeStored } from '../storage/typed'
import { DeviceSavedJobsSchema, type SavedJob } from './schemas'

/** The jobs saved on this device while signed out (local storage), newest first; [] when none or unreadable. */
export const readDeviceSavedJobs = (local: KeyValueStore): readonly SavedJob[] => readStored(local, DEVICE_SAVED_JOBS_KEY, DeviceSavedJobsSchema, [])

/** Keeps the device's list; an empty list removes the key (the app looks for it to load saved jobs early). */
export function writeDeviceSavedJobs(local: KeyValueStore, list: readonly SavedJob[]): void {
  if (list.length === 0) local.remove(DEVICE_SAVED_JOBS_KEY)
  else writeStored(local, DEVICE_SAVED_JOBS_KEY, DeviceSavedJobsSchema, [...list])
}
