import { createIntl } from '@formatjs/intl'
import { describe, expect, it } from 'vitest'
import { createTestClock } from '../../../adapters/memory'
import { METADATA_DEBOUNCE_MS, METADATA_DESCRIPTION_MAX_CHARS } from '../../../core/constants'
import { enUS } from '../../../core/i18n/en-US'
import { createDebouncedMetaWriter, resolvePageMeta, type DocumentMeta } from '../../../ui/shell/meta'

const intl = createIntl({ locale: 'en-US', messages: enUS })

describe('resolvePageMeta', () => {
  it('gives the default job-search title with the brand suffix and the default description', () => {
    expect(resolvePageMeta({}, intl)).toEqual({
      title: 'Find your next job | Hireflow',
      description: enUS['meta.defaultDescription'],
    })
  })

  it('adds the brand suffix to a page title', () => {
    expect(resolvePageMeta({ title: 'Nurse in Austin, TX' }, intl).title).toBe('Nurse in Austin, TX | Hireflow')
  })

  it('cuts a long description to 170 characters with an ellipsis', () => {
    const { description } = resolvePageMeta({ description: 'word '.repeat(100) }, intl)
    expect(Array.from(description).length).toBeLessThanOrEqual(METADATA_DESCRIPTION_MAX_CHARS)
    expect(description.endsWith('…')).toBe(true)
  })
})

describe('createDebouncedMetaWriter', () => {
  const meta = (title: string): DocumentMeta => ({ title, description: '' })

  it('writes once the requests have been quiet for the debounce time, the last one winning', () => {
    const clock = createTestClock()
    const written: DocumentMeta[] = []
    const writer = createDebouncedMetaWriter(clock, (m) => written.push(m))
    writer.request(meta('a'))
    clock.advance(METADATA_DEBOUNCE_MS - 1)
    writer.request(meta('b'))
    clock.advance(METADATA_DEBOUNCE_MS - 1)
    expect(written).toEqual([])
    clock.advance(1)
    expect(written).toEqual([meta('b')])
  })

  it('writes nothing after cancel', () => {
    const clock = createTestClock()
    const written: DocumentMeta[] = []
    const writer = createDebouncedMetaWriter(clock, (m) => written.push(m))
    writer.request(meta('a'))
    writer.cancel()
    clock.advance(METADATA_DEBOUNCE_MS * 2)
    expect(written).toEqual([])
    expect(clock.pendingTimers()).toBe(0)
  })
})
