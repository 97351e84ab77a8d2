import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Explorer } from './Explorer'
import { I18nProvider } from '../ui/i18n/I18nProvider'
import { loadDeferredMessages } from '../ui/i18n/messages'
import './explorer.css'

// The explorer's own texts are in the deferred part of the catalogue: loaded before anything shows.
void loadDeferredMessages().then(() =>
  createRoot(document.getElementById('explorer')!).render(
    <StrictMode>
      <I18nProvider>
        <Explorer />
      </I18nProvider>
    </StrictMode>,
  ),
)
