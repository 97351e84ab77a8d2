/**
 * What a connection tells the app. Every adapter keeps this order: onOpen at most once, then any onMessage, then
 * onClose exactly once, last; onError, when the connection fails, comes just before that onClose (code 1006).
 */
export interface SocketHandlers {
  onOpen(): void
  onMessage(data: string): void
  /** The close code: the server's, 1000 after the app's close(), 1006 when the connection failed or never opened. */
  onClose(code: number): void
  onError(): void
}

export interface SocketConnection {
  /**
   * Sends a text message. Throws before onOpen (the app must wait for it); after close() or onClose the message is
   * dropped silently, because the app cannot know that the server has just closed.
   */
  send(data: string): void
  /**
   * Ends the connection normally (1000). onClose follows once, asynchronously; nothing else is heard after close().
   * Closing again, or after onClose, does nothing.
   */
  close(): void
}

/** Opens realtime connections (WebSocket in the browser). */
export interface SocketPort {
  connect(url: string, handlers: SocketHandlers): SocketConnection
}
