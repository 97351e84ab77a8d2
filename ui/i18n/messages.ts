import type { CompiledMessage } from '../../core/i18n/formatMessage'
import { messages as firstScreenMessages } from 'virtual:hireflow/messages'

type CompiledMessages = Readonly<Record<string, CompiledMessage>>

let current: CompiledMessages = firstScreenMessages
let loading: Promise<void> | null = null
let complete = false
const listeners = new Set<() => void>()

/** The compiled messages loaded so far: the first-screen part, then the whole catalogue. */
export const loadedMessages = (): CompiledMessages => current

/** The deferred part has been merged in: every message of the catalogue is there. */
export const allMessagesLoaded = (): boolean => complete

/** Calls back when the deferred part has been merged in. Returns unsubscribe. */
export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Loads the sign-in, account and mail texts (a chunk of their own) once; resolves when they are merged. Lazy
 * routes that show them await this with their component, so they never render a missing message.
 */
export function loadDeferredMessages(): Promise<void> {
  loading ??= import('virtual:hireflow/messages/deferred').then(
    ({ messages }) => {
      current = { ...current, ...messages }
      complete = true
      for (const listener of [...listeners]) listener()
    },
    (error: unknown) => {
      // Offline: the next caller tries again, rather than every later screen failing on this one failure.
      loading = null
      throw error
    },
  )
  return loading
}

/** `importer`'s module once it and the deferred messages have loaded: for lazyRouteComponent and lazy(). */
export const withDeferredMessages = <Module>(importer: () => Promise<Module>) => (): Promise<Module> =>
  Promise.all([importer(), loadDeferredMessages()]).then(([module]) => module)
