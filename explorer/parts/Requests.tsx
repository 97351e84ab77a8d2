import { FormattedMessage } from '../../ui/i18n/intl'
import type { World } from '../world'

/** What the app asked the (memory) server so far, and the notices it raised: what a designer cannot see on screen. */
export function Requests({ world }: { world: World }) {
  return (
    <section aria-labelledby="requests-title" className="explorer-panel">
      <h2 id="requests-title">
        <FormattedMessage id="explorer.requests.heading" />
      </h2>
      <ol className="explorer-requests">
        {world.http.requests.map((request, index) => (
          <li key={index}>
            {request.method} {new URL(request.url, 'https://api.hireflow.test').pathname}
          </li>
        ))}
      </ol>
      {world.notices.length > 0 ? (
        <p>
          <FormattedMessage id="explorer.requests.notices" values={{ ids: world.notices.map((notice) => notice.id).join(', ') }} />
        </p>
      ) : null}
    </section>
  )
}
