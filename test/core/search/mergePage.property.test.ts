import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isComplete, mergeSearchPage, type SearchPageState, type SearchResult } from '../../../core/search'
import { mergeProperties, type MergePage } from './mergePage.properties'

describe('mergeSearchPage properties over random page sequences', () => {
  for (const [name, property] of Object.entries(mergeProperties(mergeSearchPage))) {
    it(name, () => fc.assert(property, { numRuns: 500 }))
  }
})

/** Planted bug: appends every document, duplicates included. */
const mergeKeepingDuplicates: MergePage = (previous, page) => ({
  ...mergeSearchPage(previous, page),
  jobs: [...previous.jobs, ...page.documents],
})

/** Planted bug: a page that adds nothing new does not end the search. */
const mergeIgnoringPagesThatAddNothing: MergePage = (previous, page) => {
  const next = mergeSearchPage(previous, page)
  if (next.jobs.length !== previous.jobs.length) return next
  const complete = isComplete({
    added: 1,
    held: next.jobs.length,
    total: next.total,
    totalIsExact: next.totalIsExact,
    serverSaysComplete: page.complete,
    nextCursor: page.cursor,
    visitedCursors: previous.visitedCursors,
  })
  return { ...next, complete, cursor: complete ? null : page.cursor }
}

/** Planted bug: follows whatever cursor the server hands back, even one already visited. */
const mergeFollowingAnyCursor: MergePage = (previous: SearchPageState, page: SearchResult) =>
  mergeSearchPage({ ...previous, visitedCursors: [] }, page)

describe('the properties bite: fast-check finds a counterexample to each planted bug', () => {
  const cases: Array<[string, MergePage, keyof ReturnType<typeof mergeProperties>]> = [
    ['keeping duplicates', mergeKeepingDuplicates, 'neverHoldsADuplicateId'],
    ['not ending on a page that adds nothing', mergeIgnoringPagesThatAddNothing, 'completeExactlyWhenTheRuleSays'],
    ['following a visited cursor', mergeFollowingAnyCursor, 'cursorOnlyAdvances'],
  ]
  for (const [bug, merge, propertyName] of cases) {
    it(`catches a merge ${bug}`, () => {
      const result = fc.check(mergeProperties(merge)[propertyName], { numRuns: 1000, seed: 42 })
      expect(result.failed).toBe(true)
      expect(result.counterexample).not.toBeNull()
    })
  }
})
