import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Explorer } from './Explorer'
import './explorer.css'

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
)
