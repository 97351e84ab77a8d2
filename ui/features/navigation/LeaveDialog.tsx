import { useEffect, useId, useRef, type SyntheticEvent } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'
import type { LeaveDialog as LeaveDialogOptions, LeaveDialogAction } from '../../../machines/navigation/navigationGuard.machine'
import './leaveDialog.css'

/** The spec's default choices: Cancel (stay, focused first) and Continue (leave). */
export const DEFAULT_LEAVE_ACTIONS: readonly LeaveDialogAction[] = [
  { id: 'cancel', labelId: 'navigation.unsavedChanges.cancel', proceeds: false },
  { id: 'continue', labelId: 'navigation.unsavedChanges.continue', proceeds: true },
]

interface LeaveDialogProps {
  readonly dialog: LeaveDialogOptions | null
  readonly onAnswer: (proceeds: boolean) => void
}

/**
 * "Changes Not Saved": a native modal dialog (showModal: the page behind is inert, focus stays inside),
 * labelled by its title and described by its text. Escape answers Cancel; the first action that stays has focus.
 */
export function LeaveDialog({ dialog, onAnswer }: LeaveDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()
  const actions = dialog?.actions?.length ? dialog.actions : DEFAULT_LEAVE_ACTIONS
  const firstStay = actions.find((action) => !action.proceeds) ?? actions[0]

  useEffect(() => {
    const element = ref.current
    if (element !== null && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onAnswer(false)
  }

  return (
    <dialog ref={ref} className="leave-dialog" aria-labelledby={titleId} aria-describedby={bodyId} onCancel={onCancel}>
      <h2 id={titleId} className="leave-dialog__title">
        <FormattedMessage id="navigation.unsavedChanges.title" />
      </h2>
      <p id={bodyId}>
        <FormattedMessage id="navigation.unsavedChanges.body" />
      </p>
      <div className="leave-dialog__actions">
        {actions.map((action) => (
          <button key={action.id} type="button" autoFocus={action === firstStay}
            className={action.proceeds ? 'button button--primary' : 'button'} onClick={() => onAnswer(action.proceeds)}>
            <FormattedMessage id={action.labelId as MessageId} />
          </button>
        ))}
      </div>
    </dialog>
  )
}
