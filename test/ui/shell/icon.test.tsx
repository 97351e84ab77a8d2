import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'
import { BugIcon, Icon } from '../../../ui/shell/Icon'
import { BellIcon } from '../../../ui/shell/icons'

describe('Icon', () => {
  test('a known name renders its icon', () => {
    expect(renderToStaticMarkup(<Icon name="bell" />)).toBe(renderToStaticMarkup(<BellIcon />))
  })

  test.each(['no-such-icon', '', 'constructor', '__proto__', 'toString'])('a missing icon (%j) shows the bug placeholder', (name) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const markup = renderToStaticMarkup(<Icon name={name} />)
    expect(markup).toBe(renderToStaticMarkup(<BugIcon />))
    expect(markup).toContain('data-icon="bug"')
    expect(markup).toContain('aria-hidden="true"')
    warn.mockRestore()
  })
})
