import * as v from 'valibot'
import type { KeyValueStore } from '../ports/storage'
import { readStored, writeStored } from './typed'

/** Marketing parameters kept in session storage and appended to every API URL (spec section 7). */
export const TRACKING_PARAMS = ['utm_source', 'utm_campaign', 'utm_medium', 'source'] as const
export type TrackingParam = (typeof TRACKING_PARAMS)[number]

/** A tracking value as stored: a short non-empty string. */
export const TrackingValueSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

/** The tracking parameters held in session storage (invalid or missing ones left out), in TRACKING_PARAMS order. */
export const readTrackingParams = (session: KeyValueStore): Partial<Record<TrackingParam, string>> => {
  const params: Partial<Record<TrackingParam, string>> = {}
  for (const name of TRACKING_PARAMS) {
    const value = readStored<string | null>(session, name, TrackingValueSchema, null)
    if (value !== null) params[name] = value
  }
  return params
}

/**
 * Keeps the tracking parameters found in a page's query (e.g. the landing URL) in session storage.
 * Parameters absent from the query keep their stored value; invalid ones are ignored.
 */
export const rememberTrackingParams = (session: KeyValueStore, query: Readonly<Record<string, unknown>>): void => {
  for (const name of TRACKING_PARAMS) {
    const value = query[name]
    if (typeof value === 'string') writeStored(session, name, TrackingValueSchema, value)
  }
}
