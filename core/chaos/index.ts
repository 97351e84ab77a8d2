import * as v from 'valibot'

/**
 * The chaos lemur's faults (spec section 2, /chaos-lemur; admin only, never in production): each is time-boxed and
 * reverts by itself when its time box ends.
 * - socketKill: every realtime socket of the process is closed now and new ones are closed as they open, until the end.
 * - slowDatabase: every database query waits `delayMs` first.
 * - handlerThrow: the next `count` API requests throw (answered 500), until the end.
 */
export const CHAOS_FAULTS = ['socketKill', 'slowDatabase', 'handlerThrow'] as const
export type ChaosFault = (typeof CHAOS_FAULTS)[number]

/** The longest time box: a forgotten fault is gone within a minute. */
export const CHAOS_MAX_DURATION_MS = 60_000

export const ChaosRequestSchema = v.strictObject({
  fault: v.picklist(CHAOS_FAULTS, 'Choose a fault: socketKill, slowDatabase or handlerThrow.'),
  durationMs: v.pipe(v.number(), v.integer(), v.minValue(1000, 'The time box is at least 1 second.'), v.maxValue(CHAOS_MAX_DURATION_MS, 'The time box is at most 60 seconds.')),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000, 'The delay is at most 10 seconds.'))),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100, 'At most 100 requests may throw.'))),
})
export type ChaosRequest = v.InferOutput<typeof ChaosRequestSchema>

/** One active fault as the server reports it. */
export const ActiveFaultSchema = v.object({
  fault: v.picklist(CHAOS_FAULTS),
  until: v.string(),
  delayMs: v.optional(v.number()),
  remaining: v.optional(v.number()),
})
export type ActiveFault = v.InferOutput<typeof ActiveFaultSchema>

export const ChaosStateSchema = v.object({ active: v.array(ActiveFaultSchema) })
export type ChaosState = v.InferOutput<typeof ChaosStateSchema>
