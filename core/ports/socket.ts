export interface SocketHandlers {
  onOpen(): void
  onMessage(data: string): void
  onClose(code: number): void
  onError(): void
}

export interface SocketConnection {
  send(data: string): void
  close(): void
}

/** Opens realtime connections (WebSocket in the browser). */
export interface SocketPort {
  connect(url: string, handlers: SocketHandlers): SocketConnection
}
