import { useId, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { ImpersonationFormSchema, impersonationProblem } from '../../../core/devtools'
import type { MessageId } from '../../../core/i18n/en-US'
import { FormattedMessage } from '../../i18n/intl'
import { FormField } from '../forms'

/**
 * The debug panel's "sign in as another account" (developer mode only): an administrator gives an account's email
 * and the server's impersonation key; the server decides (403 for anyone else) and logs it. On success the page
 * reloads as that account, so nothing of the administrator's stays on screen.
 */
export function ImpersonateForm({ impersonate }: { readonly impersonate: (email: string, key: string) => Promise<void> }) {
  const id = useId()
  const [problem, setProblem] = useState<MessageId | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const parsed = v.safeParse(ImpersonationFormSchema, { email: String(data.get('email') ?? ''), key: String(data.get('key') ?? '') })
    if (!parsed.success) {
      setProblem('devtools.impersonateInvalid')
      form.querySelector('input')?.focus()
      return
    }
    setBusy(true)
    setProblem(null)
    impersonate(parsed.output.email, parsed.output.key).then(
      () => location.reload(),
      (error: unknown) => {
        setBusy(false)
        setProblem(impersonationProblem(error))
      },
    )
  }
  return (
    <form className="debug-panel__group" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="devtools.impersonate" /></h3>
      <p className="system-page__hint"><FormattedMessage id="devtools.impersonateHint" /></p>
      <FormField id={`${id}-email`} name="email" label="devtools.impersonateEmail" type="email" autoComplete="off" />
      <FormField id={`${id}-key`} name="key" label="devtools.impersonateKey" type="password" autoComplete="off" />
      <p role="alert" className="auth-field__error">{problem && <FormattedMessage id={problem} />}</p>
      <div className="debug-panel__actions">
        <button type="submit" className="button button--primary" disabled={busy}><FormattedMessage id="devtools.impersonateSubmit" /></button>
      </div>
    </form>
  )
}
