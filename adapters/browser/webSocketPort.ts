import type { SocketPort } from '../../core/ports/socket'

/** SocketPort over the browser's WebSocket (or any constructor with the same shape). */
export const webSocketPort = (Socket: typeof WebSocket = globalThis.WebSocket): SocketPort => ({
  connect(url, handlers) {
    const socket = new Socket(url)
    socket.onopen = () => handlers.onOpen()
    socket.onmessage = (event: MessageEvent) => handlers.onMessage(typeof event.data === 'string' ? event.data : String(event.data))
    socket.onclose = (event: CloseEvent) => handlers.onClose(event.code)
    socket.onerror = () => handlers.onError()
    return {
      send: (data) => socket.send(data),
      close: () => socket.close(),
    }
  },
})
