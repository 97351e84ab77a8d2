/**
 * The page's entry: the main stylesheet, then the app (ui/main.tsx, the composition root, an entry of its own). On a
 * page the server rendered, the app starts once the browser has painted the server's HTML (its paint timing entry), so
 * that its evaluation (the libraries, the router, the first render) never holds back the first paint; index.html
 * preloads the app's chunks (vite.config.ts's preloadedApp), so they download meanwhile. A hidden tab paints nothing:
 * the app starts at once there. The app comes in as a script element, not import(): the entry then needs no code of the build's (Vite's
 * preload helper sits in the libraries chunk), and nothing else runs before the paint.
 */
import './styles/index.css'

// The built app's address is its preload link's (marked data-app); in development it is the source's.
const app = document.createElement('script')
app.type = 'module'
app.src = document.querySelector<HTMLLinkElement>('[data-app]')?.href ?? '/ui/main.tsx'
const startApp = () => document.head.append(app)

// Started at the first paint's timing entry: a frame (requestAnimationFrame) can run well before its paint shows. A
// second entry appends the same script again, which runs once. No paint timing, no wait.
if (document.getElementById('root')?.firstElementChild && !document.hidden && PerformanceObserver.supportedEntryTypes.includes('paint'))
  new PerformanceObserver(() => setTimeout(startApp)).observe({ type: 'paint', buffered: true })
else startApp()
