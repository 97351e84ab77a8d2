import { Link, useSearch } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import './devtools.css'

/** /suspicious: the server answered `403 request.suspicious` (refusals at machine pace from this browser); `?wait` says how long. */
export function SuspiciousPage() {
  const intl = useIntl()
  const { wait } = useSearch({ from: '/suspicious' })
  usePageMeta({ title: intl.formatMessage({ id: 'suspicious.title' }) })
  return (
    <article className="system-page" aria-labelledby="suspicious-title">
      <h1 id="suspicious-title"><FormattedMessage id="suspicious.title" /></h1>
      <p><FormattedMessage id="suspicious.body" /></p>
      <h2><FormattedMessage id="suspicious.whatToDo" /></h2>
      <ul>
        <li>{wait === undefined ? <FormattedMessage id="suspicious.wait" /> : <FormattedMessage id="suspicious.waitFor" values={{ minutes: Math.ceil(wait / 60) }} />}</li>
        <li><FormattedMessage id="suspicious.shared" /></li>
        <li><FormattedMessage id="suspicious.support" /></li>
      </ul>
      <p><Link to="/"><FormattedMessage id="suspicious.home" /></Link></p>
    </article>
  )
}
