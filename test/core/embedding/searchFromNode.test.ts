import { expect, it } from 'vitest'
import { searchFromNode } from './searchFromNode'

it('runs the embedding example: core + memory adapters in Node, no React', async () => {
  expect(await searchFromNode()).toEqual([
    '2 jobs for "nurse"',
    '- Registered Nurse (Austin): Night shifts on a busy…',
    '- Travel Nurse (Austin): Night shifts on a busy…',
    'lookup failed: Request failed with status 404',
  ])
})
