import type { Context } from 'hono'
import type { Socket } from 'node:net'

/** How long a closing connection keeps discarding what the client still sends after the answer. */
export const LINGER_MS = 2000

interface NodeBindings {
  incoming?: { socket?: Socket }
}

/**
 * For an answer that leaves the request body unread and says `Connection: close` (a 413): once Node has sent it,
 * the connection is half-closed (FIN) and whatever the client still sends is discarded, never parsed, for up to
 * `lingerMs`, then closed. Closing at once, with the unread body still arriving, makes the kernel reset the
 * connection, and a client can lose the answer to the reset (ECONNRESET). Does nothing off Node (`app.request`).
 */
export function closeAfterAnswer(c: Context, lingerMs = LINGER_MS): void {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket
  if (!socket || typeof socket.destroySoon !== 'function') return
  let lingering = false
  // Node's HTTP server calls destroySoon() once the Connection: close answer is written (and @hono/node-server when
  // its own drain gives up): linger instead of closing at once.
  socket.destroySoon = () => {
    if (lingering) return
    lingering = true
    const discard = () => {}
    // Taking the socket's data detaches Node's HTTP parser from it, so nothing sent after the answer is parsed
    // (a pipelined request behind the body is never run: the answer said the connection closes).
    socket.on('data', discard)
    for (const listener of socket.listeners('data')) if (listener !== discard) socket.removeListener('data', listener as () => void)
    socket.resume()
    socket.end()
    const timer = setTimeout(() => socket.destroy(), lingerMs)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
  }
}
