import type { KeyValueStore } from '../ports/storage'
import { readStored, writeStored } from '../storage/typed'
import { DEVICE_SEARCHES_KEY } from '../storage/deviceSearchesKey'
import { DeviceSearchesSchema, type RecentSearch } from './schemas'

/** The searches run on this device while signed out (local storage), newest first; [] when none or unreadable. */
export const readDeviceSearches = (local: KeyValueStore): readonly RecentSearch[] => readStored(local, DEVICE_SEARCHES_KEY, DeviceSearchesSchema, [])

/** Keeps the device's list; an empty list removes the key. */
export function writeDeviceSearches(local: KeyValueStore, list: readonly RecentSearch[]): void {
  if (list.length === 0) local.remove(DEVICE_SEARCHES_KEY)
  else writeStored(local, DEVICE_SEARCHES_KEY, DeviceSearchesSchema, [...list])
}
