import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react'
import './modalDialog.css'

export interface ModalDialogProps {
  /** The heading that names the dialog (aria-labelledby). */
  readonly title: ReactNode
  /** The text that describes it (aria-describedby), when it has one. */
  readonly description?: ReactNode
  /** Escape: the dialog's safe answer (keep, stay, close). */
  readonly onEscape: () => void
  /** The dialog's own class, for its size or its parts. */
  readonly className?: string
  readonly children: ReactNode
}

/**
 * A native modal dialog (showModal: the page behind is inert, focus stays inside, Escape cancels), labelled by its
 * title and described by its text. It opens when it mounts and closes when it unmounts, giving the focus back to the
 * control that had it when that is still on screen. Its first focus is the child marked `autoFocus`.
 */
export function ModalDialog({ title, description, onEscape, className, children }: ModalDialogProps) {
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
    onEscape()
  }
  return (
    <dialog ref={ref} className={className === undefined ? 'modal-dialog' : `modal-dialog ${className}`} aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : bodyId} onCancel={onCancel}>
      <h2 id={titleId} className="modal-dialog__title">
        {title}
      </h2>
      {description !== undefined && <p id={bodyId}>{description}</p>}
      {children}
    </dialog>
  )
}
