import type { MessageId } from '../../core/i18n/en-US'
import { FormattedMessage } from '../i18n/intl'
import { ModalDialog } from './ModalDialog'

export interface ConfirmAction {
  readonly labelId: MessageId
  /** Whether it goes on with what was asked (Delete, Continue); the first that does not has the focus. */
  readonly proceeds: boolean
  readonly tone?: 'primary' | 'danger'
}

export interface ConfirmDialogProps {
  readonly titleId: MessageId
  readonly bodyId: MessageId
  readonly values?: Readonly<Record<string, string | number>>
  readonly actions: readonly ConfirmAction[]
  /** The answer: true for an action that proceeds; false for one that does not, and for Escape. */
  readonly onAnswer: (proceeds: boolean) => void
}

/** A question in a modal dialog (ModalDialog): the safe answer has the focus first, and Escape gives it too. */
export function ConfirmDialog({ titleId, bodyId, values, actions, onAnswer }: ConfirmDialogProps) {
  const safe = actions.find((action) => !action.proceeds) ?? actions[0]
  return (
    <ModalDialog title={<FormattedMessage id={titleId} />} description={<FormattedMessage id={bodyId} values={values} />}
      onEscape={() => onAnswer(false)}>
      <div className="modal-dialog__actions">
        {actions.map((action) => (
          <button key={action.labelId} type="button" autoFocus={action === safe}
            className={action.tone === undefined ? 'button' : `button button--${action.tone}`} onClick={() => onAnswer(action.proceeds)}>
            <FormattedMessage id={action.labelId} />
          </button>
        ))}
      </div>
    </ModalDialog>
  )
}
