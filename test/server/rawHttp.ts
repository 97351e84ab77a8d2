import type { IncomingMessage, ServerResponse } from 'node:http'
import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'

/** One HTTP/1.1 answer as it came over the wire. */
export interface RawResponse {
  readonly status: number
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** A real listening server (as `npm start` runs it) on an ephemeral port, and the server side of its sockets. */
export interface ListeningServer {
  readonly port: number
  /**
   * Bytes the server had taken off the wire on its newest connection when it had sent its first answer there
   * (the socket's `bytesRead` as the answer finished), or -1 before any answer.
   */
  readBeforeFirstAnswer(): number
  close(): Promise<void>
}

export async function listen(app: Hono): Promise<ListeningServer> {
  const sockets: Socket[] = []
  const readAtAnswer = new Map<Socket, number>()
  let server: ReturnType<typeof serve> | undefined
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port))
  })
  server?.on('connection', (socket: Socket) => sockets.push(socket))
  // 'finish' listeners run in order: Node's own (which may start closing) first, then this one, before any more is read.
  server?.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () => {
      if (!readAtAnswer.has(request.socket)) readAtAnswer.set(request.socket, request.socket.bytesRead)
    })
  })
  return {
    port,
    readBeforeFirstAnswer: () => {
      const newest = sockets.at(-1)
      return newest ? (readAtAnswer.get(newest) ?? -1) : -1
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server?.close(() => resolve())
      }),
  }
}

/** Parses the answers of one connection as they arrive (Content-Length or chunked bodies). */
class ResponseParser {
  private buffer = Buffer.alloc(0)
  readonly responses: RawResponse[] = []

  feed(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk])
    for (let parsed = this.next(); parsed; parsed = this.next()) this.responses.push(parsed)
  }

  /** The first head's bytes have arrived (status line and headers), complete or not. */
  get headSeen(): boolean {
    return this.responses.length > 0 || this.buffer.includes('\r\n\r\n')
  }

  private next(): RawResponse | null {
    const headEnd = this.buffer.indexOf('\r\n\r\n')
    if (headEnd < 0) return null
    const [statusLine = '', ...lines] = this.buffer.subarray(0, headEnd).toString('latin1').split('\r\n')
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    const status = Number(statusLine.split(' ')[1])
    let rest = this.buffer.subarray(headEnd + 4)
    let body: Buffer
    if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
      const parts: Buffer[] = []
      for (;;) {
        const lineEnd = rest.indexOf('\r\n')
        if (lineEnd < 0) return null
        const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16)
        if (rest.length < lineEnd + 2 + size + 2) return null
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size))
        rest = rest.subarray(lineEnd + 2 + size + 2)
        if (size === 0) break
      }
      body = Buffer.concat(parts)
    } else {
      const length = Number(headers['content-length'] ?? 0)
      if (rest.length < length) return null
      body = rest.subarray(0, length)
      rest = rest.subarray(length)
    }
    this.buffer = rest
    return { status, headers, body: body.toString('utf8') }
  }
}

/** What one raw connection saw. */
export interface Exchange {
  readonly responses: readonly RawResponse[]
  /** The server half-closed the connection (a FIN: 'end'), as a clean close does. */
  readonly endedByServer: boolean
  /** A socket error such as ECONNRESET (an unclean close), if any. */
  readonly error: string | null
  /** Bytes of the request(s) the client's socket had accepted when the first answer's head arrived. */
  readonly acceptedBeforeAnswer: number
}

export interface Upload {
  /** Written first, at once. */
  readonly head: string
  /** Then the body, chunk by chunk, waiting whenever the socket is full; stopped as soon as an answer arrives. */
  readonly chunks?: Iterable<Buffer>
  /** Written once the first answer has fully arrived, if the connection is still open: the next request. */
  readonly next?: string
  /** How many answers to wait for before closing our side; default 1. */
  readonly answers?: number
}

/**
 * Sends `upload` on one fresh connection to 127.0.0.1:`port` and collects the answers until `answers` have
 * arrived (then closes our side) or the server closes the connection. `guardMs` only keeps a broken server
 * from hanging the test; nothing here measures speed.
 */
export function exchange(port: number, upload: Upload, guardMs = 15_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const parser = new ResponseParser()
    const socket = connect({ port, host: '127.0.0.1' })
    let accepted = 0
    let acceptedBeforeAnswer = -1
    let endedByServer = false
    let error: string | null = null
    let settled = false
    const wanted = upload.answers ?? 1
    const finish = () => {
      if (settled) return
      settled = true
      clearTimeout(guard)
      socket.destroy()
      resolve({ responses: parser.responses, endedByServer, error, acceptedBeforeAnswer: acceptedBeforeAnswer < 0 ? accepted : acceptedBeforeAnswer })
    }
    const guard = setTimeout(() => {
      error ??= `no answer or close within ${guardMs} ms`
      finish()
    }, guardMs)
    const write = (data: Buffer | string) => socket.write(data, (failed) => {
      if (!failed) accepted += Buffer.byteLength(data)
    })
    socket.on('data', (chunk) => {
      const before = parser.responses.length
      parser.feed(chunk)
      if (acceptedBeforeAnswer < 0 && parser.headSeen) acceptedBeforeAnswer = accepted
      if (parser.responses.length >= wanted) socket.end()
      else if (before === 0 && parser.responses.length > 0 && upload.next !== undefined && !endedByServer && socket.writable) write(upload.next)
    })
    socket.on('end', () => {
      endedByServer = true
    })
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message
    })
    socket.on('close', finish)
    socket.once('connect', async () => {
      write(upload.head)
      for (const chunk of upload.chunks ?? []) {
        if (parser.headSeen || socket.destroyed || socket.writableEnded) return
        if (!write(chunk)) await new Promise<void>((ready) => {
          const go = () => {
            socket.off('drain', go)
            socket.off('close', go)
            socket.off('data', go)
            ready()
          }
          socket.on('drain', go)
          socket.on('close', go)
          socket.on('data', go)
        })
      }
    })
  })
}

/**
 * A JSON object of `total` bytes (`{"firstName":...}` padded with whitespace, so only its size can refuse it) in
 * `size`-byte chunks, made lazily: a 50 MB upload never sits in the test's memory. `chunked` frames it for
 * Transfer-Encoding: chunked, last chunk included.
 */
export function* jsonUpload(total: number, size: number, chunked = false): Generator<Buffer> {
  const open = Buffer.from('{"firstName":"Big","lastName":"Body"')
  const frame = (chunk: Buffer) => (chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk)
  yield frame(open)
  const padding = frame(Buffer.alloc(size, 0x20))
  let sent = open.length
  for (; sent + size < total - 1; sent += size) yield padding
  yield frame(Buffer.from(`${' '.repeat(total - 1 - sent)}}`))
  if (chunked) yield Buffer.from('0\r\n\r\n')
}
