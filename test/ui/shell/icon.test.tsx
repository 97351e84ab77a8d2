import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'
import { BugIcon, Icon } from '../../../ui/shell/Icon'
import { BellIcon, PhotoNetworkIcon, ProfessionalNetworkIcon } from '../../../ui/shell/icons'
import { SOCIAL_LINKS } from '../../../ui/shell/navigation'
import { SocialLinks } from '../../../ui/shell/SocialLinks'
import { IntlProvider } from '../../../ui/i18n/intl'
import { messages } from '../../support/compiledMessages'
import type { ReactNode } from 'react'

const withIntl = (children: ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale="en-US" messages={messages} onMissingMessage={(id) => { throw new Error(`missing ${id}`) }}>
      {children}
    </IntlProvider>,
  )

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

describe('the social links name their icons', () => {
  test('the shipped links show their own icons', () => {
    const markup = withIntl(<SocialLinks />)
    expect(markup).toContain(renderToStaticMarkup(<ProfessionalNetworkIcon />))
    expect(markup).toContain(renderToStaticMarkup(<PhotoNetworkIcon />))
    expect(markup).not.toContain('data-icon="bug"')
  })

  test('a link naming an icon the app lacks shows the bug placeholder in its place', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const links = [SOCIAL_LINKS[0]!, { href: 'https://video.example/hireflow', label: 'shell.social.photo', icon: 'videoNetwork' } as const]
    const markup = withIntl(<SocialLinks links={links} />)
    expect(markup).toContain(renderToStaticMarkup(<ProfessionalNetworkIcon />))
    expect(markup.match(/data-icon="bug"/g)).toHaveLength(1)
    expect(markup).toContain('href="https://video.example/hireflow"')
    warn.mockRestore()
  })
})
