import * as v from 'valibot'
import type { Db } from '../db/db'
import { HubEventSchema, type HubEvent, type RealtimeHub } from './hub'
import { createRealtimeStore } from './store'

/** The channel every process LISTENs on; payloads name their schema (migration 026). */
export const REALTIME_CHANNEL = 'hireflow_realtime'

const EnvelopeSchema = v.object({ schema: v.string(), event: v.unknown() })

/**
 * The hub over Postgres LISTEN/NOTIFY: one LISTEN per process (PGlite in-process, PostgreSQL on a dedicated
 * connection), started with the first subscriber. Events of another schema (another test run) and malformed
 * payloads are ignored.
 */
export function createPostgresHub(db: Db, logError: (error: unknown) => void): RealtimeHub {
  const store = createRealtimeStore(db)
  const listeners = new Set<(event: HubEvent) => void>()
  let listening: Promise<() => Promise<void>> | null = null
  const start = async () => {
    const schema = await store.currentSchema()
    return db.listen(REALTIME_CHANNEL, (payload) => {
      let json: unknown
      try {
        json = JSON.parse(payload)
      } catch {
        return
      }
      const envelope = v.safeParse(EnvelopeSchema, json)
      if (!envelope.success || envelope.output.schema !== schema) return
      const event = v.safeParse(HubEventSchema, envelope.output.event)
      if (!event.success) return
      for (const listener of [...listeners]) {
        try {
          listener(event.output)
        } catch (error) {
          logError(error)
        }
      }
    })
  }
  return {
    async subscribe(listener) {
      listening ??= start().catch((error: unknown) => {
        listening = null
        throw error
      })
      await listening
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    publish: (event) => store.announce(event),
    async close() {
      listeners.clear()
      const stop = listening
      listening = null
      if (stop) await (await stop.catch(() => async () => undefined))()
    },
  }
}
