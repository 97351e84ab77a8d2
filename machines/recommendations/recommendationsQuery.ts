import type { Recommendation, RecommendationsApi } from '../../core/recommendations'
import type { SessionStore } from '../session/sessionStore'

/** The answer a screen shows: the list, or null when there is none to show (signed out, or the call failed). */
export type RecommendationsShown = readonly Recommendation[] | null

/** "Recommended for you" as a query of the app actor: asked once per account, again when asked fresh. */
export interface RecommendationsQuery {
  /**
   * The signed-in account's recommendations: the answer already asked for this account, or a new call when there is
   * none or `fresh` (after applying, so the job just applied to is gone). Never rejects: a failure answers null.
   */
  list(options?: { readonly fresh?: boolean }): Promise<RecommendationsShown>
}

export interface RecommendationsQueryDeps {
  readonly api: RecommendationsApi
  readonly session: Pick<SessionStore, 'current'>
}

/** The query over the recommendation call; the account is the session's, so a sign-out or another account asks anew. */
export function createRecommendationsQuery(deps: RecommendationsQueryDeps): RecommendationsQuery {
  let asked: { readonly account: string; readonly answer: Promise<RecommendationsShown> } | null = null
  const accountOf = () => {
    const view = deps.session.current()
    return view._tag === 'SignedIn' ? (view.profile?.id ?? '') : null
  }
  return {
    list(options = {}) {
      const account = accountOf()
      if (account === null) return Promise.resolve(null)
      if (asked === null || asked.account !== account || options.fresh === true) {
        const entry = {
          account,
          // A failure is not kept: the next screen asks again.
          answer: deps.api.list().catch((): RecommendationsShown => {
            if (asked === entry) asked = null
            return null
          }),
        }
        asked = entry
      }
      return asked.answer
    },
  }
}
