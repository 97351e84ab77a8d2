import { createHash } from 'node:crypto'
import { generateCodeVerifier, generateState } from 'arctic'
import type { OAuthProvider } from '../../../../core/identity'
import type { Db } from '../../db/db'

/** A started flow lives this long: the user has 10 minutes at the provider. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000

/** A flow started by POST /rest/auth/oauth/{provider}/start. */
export interface StartedFlow {
  readonly state: string
  readonly codeVerifier: string
}

/** What a redeemed state gives back to finish the flow. */
export interface RedeemedFlow {
  readonly codeVerifier: string
  readonly redirectUri: string
}

/** The oauth_states table: started flows, single use, 10 minutes, keyed by a hash of the state. */
export interface OAuthStateStore {
  /** A new state (256 random bits) and PKCE code verifier for `provider`, returning to `redirectUri`. */
  start(provider: OAuthProvider, redirectUri: string): Promise<StartedFlow>
  /** Uses up the state: the flow's verifier when the state is live and was started for `provider`, else null. */
  redeem(provider: OAuthProvider, state: string): Promise<RedeemedFlow | null>
}

const stateHash = (state: string) => createHash('sha256').update(state).digest('base64url')

/** The store on the server's Db; `now` is the clock (tests inject one). */
export function createOAuthStateStore(db: Db, now: () => Date): OAuthStateStore {
  return {
    async start(provider, redirectUri) {
      const at = now()
      const flow = { state: generateState(), codeVerifier: generateCodeVerifier() }
      await db.query(`DELETE FROM oauth_states WHERE expires_at <= $1`, [at])
      await db.query(
        `INSERT INTO oauth_states (state_hash, provider, code_verifier, redirect_uri, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [stateHash(flow.state), provider, flow.codeVerifier, redirectUri, new Date(at.getTime() + OAUTH_STATE_TTL_MS), at],
      )
      return flow
    },
    async redeem(provider, state) {
      // Deleted whatever happens next: a state is tried once, even for the wrong provider or after it expired.
      const [row] = await db.query<{ provider: string; code_verifier: string; redirect_uri: string; expires_at: Date | string }>(
        `DELETE FROM oauth_states WHERE state_hash = $1 RETURNING provider, code_verifier, redirect_uri, expires_at`,
        [stateHash(state)],
      )
      if (!row || row.provider !== provider || new Date(row.expires_at).getTime() <= now().getTime()) return null
      return { codeVerifier: row.code_verifier, redirectUri: row.redirect_uri }
    },
  }
}
