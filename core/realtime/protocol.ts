import * as v from 'valibot'

/**
 * The realtime channel's wire (spec section 7, docs/api.md "Realtime channel"): JSON text frames over the WebSocket
 * at /rest/websocket. The same schemas parse on both sides.
 */

/** The topics a socket may subscribe to. The private ones need a full session token on their SUBSCRIBE. */
export const TOPICS = {
  notifications: '/rest/notifications',
  applications: '/rest/applications',
  cms: '/rest/cms',
} as const
export type TopicPath = (typeof TOPICS)[keyof typeof TOPICS]
export const PRIVATE_TOPICS: readonly TopicPath[] = [TOPICS.notifications, TOPICS.applications]
export const isPrivateTopic = (path: string): boolean => (PRIVATE_TOPICS as readonly string[]).includes(path)

export const REALTIME_METHODS = ['SUBSCRIBE', 'UNSUBSCRIBE'] as const
export type RealtimeMethod = (typeof REALTIME_METHODS)[number]

/** The channel's limits (docs/decisions.md, "The realtime channel"). */
export const REALTIME_LIMITS = {
  /** A frame over this many bytes closes the socket (1009). */
  maxMessageBytes: 4096,
  /** Subscriptions one socket may hold at once. */
  maxSubscriptions: 16,
  /** Frames one socket may send in a window before it is closed (1008). */
  maxMessagesPerWindow: 60,
  windowMs: 10_000,
  /** Missed notifications sent on a SUBSCRIBE with `after`, at most. */
  maxBacklog: 50,
} as const

const RequestIdSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))
const PathSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

/** A request: SUBSCRIBE or UNSUBSCRIBE on a topic path; `token` (a session token) for private topics, `after` to resume. */
export const RealtimeRequestSchema = v.strictObject({
  type: v.literal('request'),
  id: RequestIdSchema,
  method: v.picklist(REALTIME_METHODS),
  path: PathSchema,
  token: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  after: v.optional(RequestIdSchema),
})
export type RealtimeRequest = v.InferOutput<typeof RealtimeRequestSchema>

export const PingSchema = v.strictObject({ type: v.literal('ping') })
export const PongSchema = v.strictObject({ type: v.literal('pong') })

/** What a client sends. */
export const ClientMessageSchema = v.variant('type', [RealtimeRequestSchema, PingSchema, PongSchema])
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>

/** The answer to a request that succeeded. */
export const ResponseSchema = v.object({ type: v.literal('response'), id: RequestIdSchema, method: v.picklist(REALTIME_METHODS), path: PathSchema, status: v.number() })

/**
 * An event on a topic. `id`, when present, increases along the topic (notifications): the client resumes with the
 * last one it saw (`after`) and drops any it saw already.
 */
export const TopicMessageSchema = v.object({ type: v.literal('message'), path: PathSchema, id: v.optional(RequestIdSchema), data: v.unknown() })
export type TopicMessage = v.InferOutput<typeof TopicMessageSchema>

/** A refused request or an ended subscription (spec section 8: method, url, status and message). */
export const RealtimeErrorSchema = v.object({
  type: v.literal('error'),
  id: v.optional(RequestIdSchema),
  method: v.string(),
  url: v.string(),
  status: v.number(),
  message: v.string(),
})
export type RealtimeErrorMessage = v.InferOutput<typeof RealtimeErrorSchema>

/** Outside production only: what the server says about the connection (process, connection id). */
export const DebugSchema = v.object({ type: v.literal('debug'), message: v.string() })
/** Outside production only: how long the server's steps of a request took, in ms. */
export const WaterfallSchema = v.object({
  type: v.literal('waterfall'),
  id: v.optional(RequestIdSchema),
  entries: v.array(v.object({ name: v.string(), ms: v.number() })),
})

/** What the server sends. */
export const ServerMessageSchema = v.variant('type', [PingSchema, PongSchema, ResponseSchema, TopicMessageSchema, RealtimeErrorSchema, DebugSchema, WaterfallSchema])
export type ServerMessage = v.InferOutput<typeof ServerMessageSchema>

/** Parses one text frame; null when it is not JSON or not of the schema. */
export const parseFrame = <S extends v.GenericSchema>(schema: S, text: string): v.InferOutput<S> | null => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = v.safeParse(schema, json)
  return parsed.success ? parsed.output : null
}

/** The socket's address for an API base address: http(s) becomes ws(s). */
export const realtimeUrl = (apiUrl: string): string => `${apiUrl.replace(/\/+$/, '').replace(/^http/, 'ws')}/rest/websocket`
