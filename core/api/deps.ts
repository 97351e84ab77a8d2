import type { HttpPort } from '../ports/http'
import type { ClockPort } from '../ports/clock'
import type { KeyValueStore } from '../ports/storage'
import type { EnvConfig } from '../env/schema'
import type { MessageId } from '../i18n/en-US'
import type { UnauthorizedDecision, UnauthorizedRequest } from '../session'
import type { ApiNotice } from './contract'

/** What the API transport needs from the edge. Functions are read on every call, so they always see current values. */
export interface ApiClientDeps {
  readonly http: HttpPort
  /** Waits between retries and the slow-request checks run on this clock. */
  readonly clock: ClockPort
  /** Session storage: utm_source, utm_campaign, utm_medium and source held here are appended to every URL. */
  readonly session: KeyValueStore
  /** The env config from GET /env; its apiUrl is the base address. */
  readonly config: () => EnvConfig
  /** The current locale, sent as Accept-Language. */
  readonly locale: () => string
  /**
   * The bearer token for a call, or null when there is none. May be a promise: the session's token once a due
   * refresh has settled, so a call never sends a token that is due for refresh.
   */
  readonly token: () => string | null | Promise<string | null>
  /**
   * The 401 rule (core/session decideUnauthorized), applied by the session at the edge: told what the rejected
   * call carried, it answers whether to retry once with the current token. Without it a 401 just fails.
   */
  readonly unauthorized?: (request: UnauthorizedRequest) => UnauthorizedDecision | Promise<UnauthorizedDecision>
  /** The taint debug flag: when true every call fails with TaintError before sending. */
  readonly taint: () => boolean
  /** Raises a notice (network.reconnecting, network.slowRequest) for the UI to show as a toast. */
  readonly notify: (notice: ApiNotice) => void
  /** Withdraws a notice raised earlier, once no call needs it. */
  readonly dismiss?: (id: MessageId) => void
  /** Retries after a network error before failing with NetworkError; default NETWORK_MAX_RETRIES, Infinity allowed. */
  readonly maxNetworkRetries?: number
}
