import { fromCallback } from 'xstate'
import type { SocketPort } from '../../core/ports/socket'
import type { SocketCommand, SocketEvent } from './realtime.machine'

/** The realtime machine's `socket` actor over a SocketPort: its handlers become events, `socket.send` a frame; stopping it closes the connection. */
export const socketActor = (port: SocketPort) =>
  fromCallback<SocketCommand, { readonly url: string }>(({ sendBack, receive, input }) => {
    let stopped = false
    const tell = (event: SocketEvent) => {
      if (!stopped) sendBack(event)
    }
    const connection = port.connect(input.url, {
      onOpen: () => tell({ type: 'socket.opened' }),
      onMessage: (data) => tell({ type: 'socket.received', data }),
      onClose: (code) => tell({ type: 'socket.closed', code }),
      onError: () => tell({ type: 'socket.failed' }),
    })
    receive((command) => connection.send(command.frame))
    return () => {
      stopped = true
      connection.close()
    }
  })
