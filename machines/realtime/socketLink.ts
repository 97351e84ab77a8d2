import { fromCallback, type EventObject } from 'xstate'
import type { SocketConnection, SocketPort } from '../../core/ports/socket'
import { parseFrame, ServerMessageSchema } from '../../core/realtime'
import type { SocketEvent } from './realtime.machine'

/**
 * The realtime machine's `socket` actor over a SocketPort, and the way its frames go out. The actor turns the port's
 * handlers into events, parsing each frame once (valibot) into a typed event (a malformed one is dropped); stopping
 * it closes the connection. The machine emits `socket.send` with its frames and `send` writes them to the open
 * connection (emitted rather than sent to the actor: the first screen's libraries chunk need not grow by xstate's
 * sendTo for a chunk loaded later).
 */
export function createSocketLink(port: SocketPort) {
  let current: SocketConnection | null = null
  const actor = fromCallback<EventObject, { readonly url: string }>(({ sendBack, input }) => {
    let stopped = false
    const tell = (event: SocketEvent) => {
      if (!stopped) sendBack(event)
    }
    const connection = port.connect(input.url, {
      onOpen: () => tell({ type: 'socket.opened' }),
      onMessage: (data) => {
        const message = parseFrame(ServerMessageSchema, data)
        if (message === null) return
        if (message.type === 'ping' || message.type === 'pong') tell({ type: `socket.${message.type}` })
        else if (message.type === 'response') tell({ type: 'socket.subscribed', method: message.method, path: message.path })
        else if (message.type === 'message') tell({ type: 'socket.message', path: message.path, ...(message.id === undefined ? {} : { id: message.id }), data: message.data })
        else if (message.type === 'error') tell({ type: 'socket.refused', error: { method: message.method, url: message.url, status: message.status, message: message.message }, answer: message.id !== undefined })
      },
      onClose: (code) => tell({ type: 'socket.closed', code }),
      onError: () => tell({ type: 'socket.failed' }),
    })
    current = connection
    return () => {
      stopped = true
      if (current === connection) current = null
      connection.close()
    }
  })
  return {
    actor,
    /** Writes frames to the open connection (the machine emits them only while connected). */
    send(frames: readonly string[]) {
      try {
        for (const frame of frames) current?.send(frame)
      } catch {
        // A socket that is not open yet refuses frames (SocketPort); the next open subscribes everything again.
      }
    },
  }
}
