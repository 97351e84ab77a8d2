import { useState, type ComponentType } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { withDeferredMessages } from '../../i18n/messages'
import type { SearchParams } from '../../../core/search'
import { Icon } from '../../shell/Icon'
import type { AlertMeDialogProps } from './AlertMeDialog'

type Dialog = ComponentType<AlertMeDialogProps>
let dialogModule: Promise<Dialog> | null = null
// The dialog, its calls and its texts load on the first click, never with the search page.
const loadDialog = () => (dialogModule ??= withDeferredMessages(() => import('./AlertMeDialog'))().then((module) => module.AlertMeDialog))

/**
 * "Alert me about this search" on the search page, a bell in the results' header row (its text is the button's name
 * and its tooltip): a search with something to look for can become a job alert. The dialog (lazy) reads what of
 * the search the alert keeps.
 */
export function AlertMeButton({ search }: { readonly search: SearchParams }) {
  const intl = useIntl()
  const [Dialog, setDialog] = useState<Dialog | null>(null)
  const [open, setOpen] = useState(false)
  if (!/[\p{L}\p{N}]/u.test(search.what ?? '')) return null
  return (
    <>
      <button type="button" className="icon-button alert-me" title={intl.formatMessage({ id: 'alertMe.button' })} onClick={() => {
        setOpen(true)
        loadDialog().then((loaded) => setDialog(() => loaded), () => setOpen(false))
      }} onPointerEnter={() => void loadDialog().catch(() => undefined)}>
        <Icon name="bell" />
        <span className="visually-hidden"><FormattedMessage id="alertMe.button" /></span>
      </button>
      {open && Dialog && <Dialog search={search} onClose={() => setOpen(false)} />}
    </>
  )
}
