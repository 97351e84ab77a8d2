import { checkHireForm, EMPTY_HIRE_FORM, forgetFormToken, HireFormValuesSchema, keepFormToken, keptFormToken, type HireAnswer, type HireApi, type HireForm, type HireFormValues } from '../../core/hire'
import { isApiError } from '../../core/api'
import type { ClockPort } from '../../core/ports/clock'
import type { KeyValueStore } from '../../core/ports/storage'
import type { FailureMessages } from '../forms/failures'
import { saveWithDraft, type SectionFormOptions } from '../profile/profileCalls'

/** The hire form's failure texts: the spam checks' answers, a refused field, too many requests. */
export const HIRE_FAILURES: FailureMessages = {
  byCode: {
    'hire.tooFast': 'hire.failure.tooFast',
    'hire.formExpired': 'hire.failure.expired',
    'hire.rateLimited': 'hire.failure.rateLimited',
    'request.invalid': 'hire.failure.invalid',
  },
  byStatus: { 429: 'hire.failure.rateLimited' },
  fallback: 'hire.failure.fallback',
}

/** Where the hire form's draft is kept in this tab (no account: the form is the same signed in or not). */
export const HIRE_DRAFT_KEY = 'hire.form'

export interface HireFormDeps {
  readonly api: HireApi
  /** This tab's session storage: the draft and the form token. */
  readonly drafts: KeyValueStore
  readonly clock: ClockPort
}

/** The token kept for this tab, or a new one from the server (kept, so a reload keeps when the form was opened). */
export async function ensureFormToken({ api, drafts, clock }: HireFormDeps): Promise<string> {
  const kept = keptFormToken(drafts, clock.now())
  if (kept) return kept.token
  const fresh = await api.formToken()
  keepFormToken(drafts, fresh)
  return fresh.token
}

/**
 * The hire form's set-up for useSectionForm (ui/features/forms): the draft, the check (core/hire's schema, the one
 * the server uses), and the send: with the honeypot's value, the form token and the chosen Pro's slug (`pro`, from the
 * Pro page's contact action); once received, the draft and the
 * token are forgotten and the form starts empty. `received` is told the answer (the page thanks and names the Pro).
 */
export function hireFormOptions(deps: HireFormDeps, honeypot: () => string, received: (answer: HireAnswer, form: HireForm) => void, pro?: string): SectionFormOptions<HireFormValues, HireForm> {
  const send = async (form: HireForm): Promise<HireFormValues> => {
    const formToken = await ensureFormToken(deps)
    try {
      const answer = await deps.api.send({ ...form, website: honeypot(), formToken, ...(pro === undefined ? {} : { pro }) })
      forgetFormToken(deps.drafts)
      received(answer, form)
      return EMPTY_HIRE_FORM
    } catch (error) {
      // A stale or foreign token is replaced, so the next send carries a good one.
      if (isApiError(error) && error._tag === 'HttpError' && error.code === 'hire.formExpired') forgetFormToken(deps.drafts)
      throw error
    }
  }
  return {
    holder: 'hire.form',
    draftKey: HIRE_DRAFT_KEY,
    draftSchema: HireFormValuesSchema,
    saved: EMPTY_HIRE_FORM,
    check: checkHireForm,
    save: saveWithDraft(send, deps.drafts, HIRE_DRAFT_KEY),
    failures: HIRE_FAILURES,
  }
}
