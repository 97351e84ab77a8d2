import type { ClockPort } from '../ports/clock'
import type { MessageId } from '../i18n/en-US'
import type { ApiNotice } from './contract'
import { SLOW_REQUEST_AFTER_MS, SLOW_REQUEST_CHECK_INTERVAL_MS } from '../constants'

/**
 * Notices shared by all calls of one client, counted: a notice is raised when the first call needs it and
 * dismissed when the last call that needed it settles, so parallel calls never hide each other's notice.
 */
export interface NoticeBoard {
  raise(id: MessageId): void
  release(id: MessageId): void
}

export const createNoticeBoard = (
  notify: (notice: ApiNotice) => void,
  dismiss: ((id: MessageId) => void) | undefined,
): NoticeBoard => {
  const holders = new Map<MessageId, number>()
  return {
    raise(id) {
      const count = holders.get(id) ?? 0
      holders.set(id, count + 1)
      if (count === 0) notify({ id })
    },
    release(id) {
      const count = holders.get(id) ?? 0
      if (count <= 1) holders.delete(id)
      else holders.set(id, count - 1)
      if (count === 1) dismiss?.(id)
    },
  }
}

/** Notices raised by one call; releases them all when the call settles. */
export const callNotices = (board: NoticeBoard) => {
  const raised = new Set<MessageId>()
  return {
    raise(id: MessageId) {
      if (raised.has(id)) return
      raised.add(id)
      board.raise(id)
    },
    releaseAll() {
      for (const id of raised) board.release(id)
      raised.clear()
    },
  }
}

/**
 * Checks every SLOW_REQUEST_CHECK_INTERVAL_MS whether the call has run SLOW_REQUEST_AFTER_MS or longer and
 * calls `onSlow` once when it has. Returns a stop function.
 */
export const watchSlowRequest = (clock: ClockPort, onSlow: () => void): (() => void) => {
  const startedAt = clock.now()
  const check = () => {
    if (clock.now() - startedAt >= SLOW_REQUEST_AFTER_MS) onSlow()
    else timer = clock.setTimeout(check, SLOW_REQUEST_CHECK_INTERVAL_MS)
  }
  let timer = clock.setTimeout(check, SLOW_REQUEST_CHECK_INTERVAL_MS)
  return () => clock.clearTimeout(timer)
}
