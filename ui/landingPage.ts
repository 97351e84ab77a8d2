import { lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from './i18n/messages'

// The landing page (unknown paths, the sections not built yet) is its own chunk: home and search never show it, and
// the first screen's budget (docs/decisions.md) pays for the app actor with it. Its texts (landing.*) come with it.
export const LandingPage = lazyRouteComponent(withDeferredMessages(() => import('./shell/LandingPage')), 'LandingPage')
