import type { AppDeps } from '../machines'

/**
 * `?inspect` in development (`npm run dev`): every machine of the running app (session, guard, sign-in, searches)
 * is shown live in the Stately inspector (@statelyai/inspect opens it in a window of its own). ui/main.tsx imports
 * this module in development only, so the production bundle never carries the inspector.
 */
export async function devInspector(search: string): Promise<AppDeps['inspect']> {
  if (!new URLSearchParams(search).has('inspect')) return undefined
  const { createBrowserInspector } = await import('@statelyai/inspect')
  return createBrowserInspector().inspect
}
