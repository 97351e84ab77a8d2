import { useIntl } from '../i18n/intl'
import { Icon } from './Icon'
import { useTheme } from './useTheme'

/** A toggle button for dark mode (aria-pressed says whether it is on). */
export function ThemeToggle() {
  const intl = useIntl()
  const { theme, toggle } = useTheme()
  const dark = theme === 'dark'
  return (
    <button type="button" className="icon-button" aria-pressed={dark} onClick={toggle}
      aria-label={intl.formatMessage({ id: 'shell.darkMode' })}>
      <Icon name={dark ? 'moon' : 'sun'} />
    </button>
  )
}
