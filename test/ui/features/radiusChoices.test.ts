import { describe, expect, it } from 'vitest'
import { SEARCH_RADIUS_CHOICES_MILES } from '../../../core/constants'
import { RADIUS_CHOICES_MILES } from '../../../ui/features/search/searchText'

describe('the Distance filter', () => {
  it('offers the distances the server widens a no-match search to', () => {
    expect([...RADIUS_CHOICES_MILES]).toEqual([...SEARCH_RADIUS_CHOICES_MILES])
  })
})
