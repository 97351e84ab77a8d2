import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webSocketPort } from '../../../adapters/browser/index'
import { socketPortContract, startSocketContractServer } from '../socketPortContract'

let server: Awaited<ReturnType<typeof startSocketContractServer>>

beforeAll(async () => {
  server = await startSocketContractServer(webSocketPort())
})
afterAll(() => server.close())

describe("webSocketPort over Node's WebSocket against a ws server", () => {
  socketPortContract(() => server.create())
})

/** Just enough of WebSocket to drive the adapter. */
class FakeWebSocket {
  static last: FakeWebSocket | undefined
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  onerror: (() => void) | null = null
  readonly sent: string[] = []
  closed = false
  constructor(readonly url: string) {
    FakeWebSocket.last = this
  }
  send(data: string) {
    this.sent.push(data)
  }
  close() {
    this.closed = true
  }
}

describe('webSocketPort', () => {
  it('maps WebSocket events to the handlers and passes send and close through', () => {
    const events: string[] = []
    const connection = webSocketPort(FakeWebSocket as unknown as typeof WebSocket).connect('ws://x/rest/websocket', {
      onOpen: () => events.push('open'),
      onMessage: (data) => events.push(`message:${data}`),
      onClose: (code) => events.push(`close:${code}`),
      onError: () => events.push('error'),
    })
    const socket = FakeWebSocket.last!
    socket.onopen?.()
    socket.onmessage?.({ data: '{"type":"pong"}' })
    socket.onerror?.()
    socket.onclose?.({ code: 1006 })
    connection.send('ping')
    connection.close()
    expect(socket.url).toBe('ws://x/rest/websocket')
    expect(events).toEqual(['open', 'message:{"type":"pong"}', 'error', 'close:1006'])
    expect(socket.sent).toEqual(['ping'])
    expect(socket.closed).toBe(true)
  })
})
