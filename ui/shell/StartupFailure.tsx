import { FormattedMessage } from '../i18n/intl'

/** The start-up failure alert of spec section 8, shown when the env config cannot be loaded. */
export function StartupFailure() {
  return (
    <main className="startup-failure">
      <p role="alert"><FormattedMessage id="app.startupFailed" /></p>
    </main>
  )
}
