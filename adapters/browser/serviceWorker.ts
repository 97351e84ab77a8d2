/**
 * Registers the service worker at /sw.js (built by vite-plugin-pwa with Workbox: the app shell and static assets
 * precached). A new version waits until the user accepts it: `onUpdateReady` gets the function that activates it,
 * after which the page reloads once on the new worker.
 */
export async function registerServiceWorker(onUpdateReady: (activate: () => void) => void): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  let accepted = false
  const offer = (worker: ServiceWorker) =>
    onUpdateReady(() => {
      accepted = true
      worker.postMessage({ type: 'SKIP_WAITING' })
    })
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) location.reload()
  })
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing)
    })
  })
}
