import type { MessageId } from '../../../core/i18n/en-US'
import type { LeaveDialog as LeaveDialogOptions, LeaveDialogAction } from '../../../machines/navigation/navigationGuard.machine'
import { ConfirmDialog, type ConfirmAction } from '../../components/ConfirmDialog'

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
 * "Changes Not Saved" (ConfirmDialog): the page's own actions or Cancel / Continue. Escape answers Cancel; the first
 * action that stays has focus, and the control that opened it has it back when the page stays.
 */
export function LeaveDialog({ dialog, onAnswer }: LeaveDialogProps) {
  const actions = dialog?.actions?.length ? dialog.actions : DEFAULT_LEAVE_ACTIONS
  const choices = actions.map(({ labelId, proceeds }): ConfirmAction => ({ labelId: labelId as MessageId, proceeds, tone: proceeds ? 'primary' : undefined }))
  return <ConfirmDialog titleId="navigation.unsavedChanges.title" bodyId="navigation.unsavedChanges.body" actions={choices} onAnswer={onAnswer} />
}
