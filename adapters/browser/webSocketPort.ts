import type { SocketPort } from '../../core/ports/socket'

/** WebSocket's code for a normal closure; without it a close() reaches the app as 1005, "no code". */
const NORMAL_CLOSURE = 1000

/** SocketPort over the browser's WebSocket (or any constructor with the same shape). */
export const webSocketPort = (Socket: typeof WebSocket = globalThis.WebSocket): SocketPort => ({
  connect(url, handlers) {
    const socket = new Socket(url)
    // After the app's close() it hears only onClose: a close before open is no error to report.
    let closedByApp = false
    socket.onopen = () => {
      if (!closedByApp) handlers.onOpen()
    }
    socket.onmessage = (event: MessageEvent) => {
      if (!closedByApp) handlers.onMessage(typeof event.data === 'string' ? event.data : String(event.data))
    }
    socket.onclose = (event: CloseEvent) => handlers.onClose(event.code)
    socket.onerror = () => {
      if (!closedByApp) handlers.onError()
    }
    return {
      send: (data) => socket.send(data),
      close: () => {
        if (closedByApp) return
        closedByApp = true
        socket.close(NORMAL_CLOSURE)
      },
    }
  },
})
