import { Link, useLoaderData } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { EmailChangeActor, EmailChangeSnapshot } from '../../../machines/accounts/emailChange.machine'
import type { AppActor } from '../../../machines/app/appActor'
import { usePageMeta } from '../../shell/usePageMeta'
import '../../styles/forms.css'
import './account.css'

/** The change-email route's loader data: the running flow of the link. */
export interface EmailChangeLoaderData {
  readonly flow: EmailChangeActor
}

/** The loader of /settings/change-email/{code}: the app's flow of this link (app.emailChange). */
export const startEmailChange = async ({ context, params }: {
  readonly context: { readonly app: Pick<AppActor, 'emailChange'> }
  readonly params: { readonly code: string }
}): Promise<EmailChangeLoaderData> => ({ flow: await context.app.emailChange(params.code) })

const selectState = (snapshot: EmailChangeSnapshot) => (typeof snapshot.value === 'string' ? snapshot.value : 'requested')
const selectEmail = (snapshot: EmailChangeSnapshot) => snapshot.context.email ?? ''
const selectFailure = (snapshot: EmailChangeSnapshot) => snapshot.context.failure?.message ?? null
const selectBusy = (snapshot: EmailChangeSnapshot) => snapshot.hasTag('busy')

/** The link's flow (machines/accounts/emailChange.machine.ts), started by the route's loader: the pending change, then confirmed or cancelled. */
function EmailChangeFlow() {
  const { flow } = useLoaderData({ strict: false }) as EmailChangeLoaderData
  const state = useSelector(flow, selectState)
  const email = useSelector(flow, selectEmail)
  const failure = useSelector(flow, selectFailure)
  const pending = useSelector(flow, selectBusy)
  return (
    <>
      <div role="status">
        {state === 'loading' && <FormattedMessage id="changeEmail.loading" />}
        {state === 'confirmed' && <FormattedMessage id="changeEmail.confirmed" values={{ email }} />}
        {state === 'aborted' && <FormattedMessage id="changeEmail.cancelled" />}
      </div>
      <p className="auth-form__failure" role="alert">
        {failure && <FormattedMessage id={failure} />}
      </p>
      {state === 'requested' && (
        <>
          <p className="account-section__email">
            <FormattedMessage id="changeEmail.question" values={{ email }} />
          </p>
          <div className="account-section__row">
            <button type="button" className="button button--primary" disabled={pending} onClick={() => flow.send({ type: 'user.confirmRequested' })}>
              <FormattedMessage id="changeEmail.confirm" />
            </button>
            <button type="button" className="button" disabled={pending} onClick={() => flow.send({ type: 'user.abortRequested' })}>
              <FormattedMessage id="changeEmail.cancel" />
            </button>
          </div>
        </>
      )}
    </>
  )
}

/**
 * /settings/change-email/{code} (login required): the page of the link mailed to a new address. Shows the
 * address and confirms the change (keeping the answered tokens: the change revokes older ones) or cancels it.
 * The route's loader starts the flow (startEmailChange).
 */
export function ChangeEmailPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'changeEmail.title' }) })
  return (
    <section className="account-page auth-form" aria-labelledby="change-email-title">
      <h1 id="change-email-title">
        <FormattedMessage id="changeEmail.title" />
      </h1>
      <EmailChangeFlow />
      <Link to="/settings/account" className="auth-form__switch">
        <FormattedMessage id="changeEmail.toAccount" />
      </Link>
    </section>
  )
}
