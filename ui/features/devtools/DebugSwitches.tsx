import { useId } from 'react'
import { DEV_KEYS } from '../../../core/devtools'
import { FormattedMessage } from '../../i18n/intl'

/** The debug switches (errors, taint): shared by /test and the debug panel. */
export function DebugSwitches({ flag, set }: { readonly flag: (key: string) => boolean; readonly set: (key: string, on: boolean) => void }) {
  const id = useId()
  return (
    <fieldset className="system-page__switches">
      <legend><FormattedMessage id="devtools.switches" /></legend>
      {([[DEV_KEYS.errors, 'devtools.switch.errors'], [DEV_KEYS.taint, 'devtools.switch.taint']] as const).map(([key, label]) => (
        <div key={key} className="system-page__switch">
          <input id={`${id}-${key}`} type="checkbox" checked={flag(key)} onChange={(event) => set(key, event.currentTarget.checked)} />
          <label htmlFor={`${id}-${key}`}><FormattedMessage id={label} /></label>
        </div>
      ))}
    </fieldset>
  )
}
