/**
 * The page's entry: the main stylesheet, then the app (ui/main.tsx, the composition root, an entry of its own). On a
 * page the server rendered, the app starts once the browser has painted the server's HTML (its paint timing entry), so
 * that its evaluation (the libraries, the router, the first render) never holds back the first paint, or after a
 * bounded wait when no paint entry comes; at once where nothing will paint (ui/starter.ts). index.html preloads the
 * app's chunks (vite.config.ts's preloadedApp), so they download meanwhile. The app comes in as a script element, not
 * import(): the entry then needs no code of the build's (Vite's preload helper sits in the libraries chunk), and
 * nothing else runs before the paint.
 */
import './styles/index.css'
import { startAfterFirstPaint } from './starter'

// The built app's address is its preload link's (marked data-app); in development it is the source's.
const app = document.createElement('script')
app.type = 'module'
app.src = document.querySelector<HTMLLinkElement>('[data-app]')?.href ?? '/ui/main.tsx'
startAfterFirstPaint(() => document.head.append(app), window)
