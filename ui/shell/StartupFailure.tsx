import { FormattedMessage } from '../i18n/intl'
import { LogoMark } from './icons'

/**
 * What shows while the app cannot start (no env config yet): the header's brand, then the reconnecting notice while
 * GET /env is retried, or the start-up failure alert of spec section 8 once the retries ran out. Plain markup (no
 * link: nothing can be navigated to yet), as the router and the app actor do not exist yet.
 */
export function StartupFailure({ gaveUp }: { readonly gaveUp: boolean }) {
  return (
    <>
      <header className="site-header">
        <div className="site-header__inner">
          <span className="logo">
            <LogoMark />
            <span className="logo__name"><FormattedMessage id="shell.brand" /></span>
          </span>
        </div>
      </header>
      <main className="startup-failure">
        <h1 className="visually-hidden"><FormattedMessage id="shell.brand" /></h1>
        {gaveUp ? (
          <p role="alert"><FormattedMessage id="app.startupFailed" /></p>
        ) : (
          <p role="status"><FormattedMessage id="network.reconnecting" /></p>
        )}
      </main>
    </>
  )
}
