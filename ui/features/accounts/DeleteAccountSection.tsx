import { useContext, useEffect, useId, useState } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { deleteAccountFormSchema } from '../../../core/accounts'
import { ACCOUNT_FAILURES } from '../../../machines/accounts/accountFailures'
import { deleteAccountWith } from '../../../machines/accounts/accountCalls'
import type { FailureMessages } from '../../../machines/forms/formSubmission.machine'
import { ModalDialog } from '../../components/ModalDialog'
import { ToastStoreContext } from '../../shell/toasts/ToastRegion'
import { useApp } from '../../useApp'
import { checkForm, FormFailure, FormField, useCheckedForm, useFormSubmission } from '../forms'
import { useAuth } from '../identity'

/** Deleting the account: the same texts as the other account calls, and its own when nothing else fits. */
const DELETE_FAILURES: FailureMessages = { ...ACCOUNT_FAILURES, fallback: 'accountSettings.delete.failed' }

/**
 * Deleting the account (docs/decisions.md, "Deleting an account"): what goes, then a modal dialog where the account's
 * email is typed again (the dialog opens on that field). Once deleted, a notice says so and the user is signed out (the guard goes home).
 */
export function DeleteAccountSection({ email }: { readonly email: string }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="accountSettings.delete.title" />
      </h2>
      <p>
        <FormattedMessage id="accountSettings.delete.intro" />
      </p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        <FormattedMessage id="accountSettings.delete.open" />
      </button>
      {open && <DeleteDialog email={email} onClose={() => setOpen(false)} />}
    </section>
  )
}

function DeleteDialog({ email, onClose }: { readonly email: string; readonly onClose: () => void }) {
  const id = useId()
  const app = useApp()
  const toasts = useContext(ToastStoreContext)
  const form = useFormSubmission<{ readonly email: string }, true>('account.delete', DELETE_FAILURES, deleteAccountWith(useAuth()))
  const { errors, submitWith, revise } = useCheckedForm((values) => checkForm(deleteAccountFormSchema(email), values), form.refusedFields)
  useEffect(() => {
    if (form.saved === null) return
    toasts?.show({ message: { id: 'accountSettings.delete.done' }, color: 'positive' })
    app.send({ type: 'user.loggedOut' })
  }, [form.saved, toasts, app])
  return (
    <ModalDialog
      title={<FormattedMessage id="accountSettings.delete.confirmTitle" />}
      description={<FormattedMessage id="accountSettings.delete.confirmText" values={{ email }} />}
      onEscape={() => {
        if (!form.pending) onClose()
      }}
    >
      <form className="auth-form" onSubmit={submitWith(form.submitted)} onInput={(event) => (revise(event), form.edited())} noValidate>
        <FormField id={`${id}-email`} name="email" type="email" label="accountSettings.delete.email" autoComplete="off" spellCheck={false} autoFocus error={errors.email} />
        <FormFailure failure={form.failure} />
        <div className="modal-dialog__actions">
          <button type="button" className="button" onClick={onClose} disabled={form.pending}>
            <FormattedMessage id="accountSettings.delete.cancel" />
          </button>
          <button type="submit" className="button button--danger" aria-disabled={form.pending || undefined}>
            <FormattedMessage id={form.pending ? 'accountSettings.delete.working' : 'accountSettings.delete.confirm'} />
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
