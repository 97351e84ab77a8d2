import { useEffect, useId, useRef, type SyntheticEvent } from 'react'
import { FormattedMessage } from '../../i18n/intl'

/**
 * "Delete this resume?": a native modal dialog (the page behind is inert, focus stays inside), labelled by its title
 * and described by its text. "Keep it" has the focus first; Escape keeps it too and gives the focus back to the
 * control that opened it.
 */
export function ConfirmDeleteDialog({ name, onAnswer }: { readonly name: string; readonly onAnswer: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()
  useEffect(() => {
    const element = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (element !== null && !element.open) element.showModal()
    return () => {
      element?.close()
      if (opener?.isConnected && opener.checkVisibility()) opener.focus()
    }
  }, [])
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onAnswer(false)
  }
  return (
    <dialog ref={ref} className="resume-dialog" aria-labelledby={titleId} aria-describedby={bodyId} onCancel={onCancel}>
      <h2 id={titleId} className="resume-dialog__title">
        <FormattedMessage id="resumes.delete.title" />
      </h2>
      <p id={bodyId}>
        <FormattedMessage id="resumes.delete.body" values={{ name }} />
      </p>
      <div className="resume-dialog__actions">
        <button type="button" className="button" autoFocus onClick={() => onAnswer(false)}>
          <FormattedMessage id="resumes.delete.keep" />
        </button>
        <button type="button" className="button button--danger" onClick={() => onAnswer(true)}>
          <FormattedMessage id="resumes.delete.confirm" />
        </button>
      </div>
    </dialog>
  )
}
