import * as v from 'valibot'
import type { KeyValueStore } from '../ports/storage'
import { readStored, writeStored } from './typed'

/** A visit ends after this long without the app being opened: the next start is a new visit. */
export const VISIT_GAP_MS = 30 * 60 * 1000

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp())

/** When the app was last opened on this device, and when the visit before the current one ended. */
const VisitsSchema = v.object({ lastSeen: isoTimestamp, previousVisit: v.nullable(isoTimestamp) })
type Visits = v.InferOutput<typeof VisitsSchema>

export const VISITS_KEY = 'hireflow.visits'

/**
 * Notes that the app opened at `now` and answers when the user's previous visit ended (null on the first visit):
 * within VISIT_GAP_MS of the last start it is the same visit, so a reload keeps the same answer.
 */
export function startVisit(local: KeyValueStore, now: Date): Date | null {
  const stored = readStored<Visits | null>(local, VISITS_KEY, VisitsSchema, null)
  const sameVisit = stored !== null && now.getTime() - Date.parse(stored.lastSeen) < VISIT_GAP_MS
  const previousVisit = stored === null ? null : sameVisit ? stored.previousVisit : stored.lastSeen
  writeStored(local, VISITS_KEY, VisitsSchema, { lastSeen: now.toISOString(), previousVisit })
  return previousVisit === null ? null : new Date(previousVisit)
}

/** A job is new to the user when it was posted after their previous visit (never on a first visit). */
export const postedSince = (postedAt: string, previousVisit: Date | null): boolean =>
  previousVisit !== null && Date.parse(postedAt) > previousVisit.getTime()
