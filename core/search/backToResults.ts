import * as v from 'valibot'

/** The most job pages a "Back to results" counts back through (a longer chain falls back to a new search). */
export const MAX_BACK_STEPS = 20

/**
 * Where "Back to results" leads from a job page, carried in the history entry: the results page the user came
 * from (its path and query) and how many entries back it is (one from a card, one more per similar job followed).
 */
export const BackToResultsSchema = v.object({
  href: v.pipe(v.string(), v.maxLength(4096), v.regex(/^\/search(?:[?#]|$)/)),
  steps: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_BACK_STEPS)),
})
export type BackToResults = v.InferOutput<typeof BackToResultsSchema>

/** The history state's "Back to results", when it has a valid one. */
export function readBackToResults(state: unknown): BackToResults | null {
  const backTo = v.safeParse(BackToResultsSchema, (state as { backTo?: unknown } | null)?.backTo)
  return backTo.success ? backTo.output : null
}

/**
 * The "Back to results" a link to a job carries, from the page it is followed on: from results, those results one
 * step back; from a job page that had one, the same results one step further; from anywhere else, none.
 */
export function nextBackToResults(currentHref: string, currentState: unknown): BackToResults | undefined {
  if (/^\/search(?:[?#]|$)/.test(currentHref) && currentHref.length <= 4096) return { href: currentHref, steps: 1 }
  const previous = readBackToResults(currentState)
  if (!previous || previous.steps >= MAX_BACK_STEPS) return undefined
  return { href: previous.href, steps: previous.steps + 1 }
}
