import { createServer, request as httpRequest, type ClientRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe } from 'vitest'
import { xhrUpload, type XhrLike } from '../../../adapters/browser/index'
import { uploadContractAnswer, uploadPortContract } from '../uploadPortContract'

/**
 * XMLHttpRequest as far as xhrUpload uses it, over a real socket (Node has no XHR): the body goes out in 64 KB
 * writes, each reported as upload progress. The real one runs in the Chromium journey (test/e2e/resumes.spec.ts).
 */
class SocketXhr implements XhrLike {
  onload: XhrLike['onload'] = null
  onerror: XhrLike['onerror'] = null
  onabort: XhrLike['onabort'] = null
  readonly upload: XhrLike['upload'] = { onprogress: null }
  status = 0
  responseText = ''
  private method = 'POST'
  private url = ''
  private rawHeaders = ''
  private readonly headers: Record<string, string> = {}
  private request: ClientRequest | null = null
  private done = false

  open(method: string, url: string | URL) {
    this.method = method
    this.url = String(url)
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getAllResponseHeaders() {
    return this.rawHeaders
  }
  abort() {
    if (this.done) return
    this.done = true
    this.request?.destroy()
    this.onabort?.({})
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    void (async () => {
      const bytes = new Uint8Array(await (body as Blob).arrayBuffer())
      const request = httpRequest(this.url, { method: this.method, headers: { ...this.headers, 'content-length': String(bytes.byteLength) } })
      this.request = request
      request.on('error', () => {
        if (this.done) return
        this.done = true
        this.onerror?.({})
      })
      request.on('response', (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => {
          if (this.done) return
          this.done = true
          this.status = response.statusCode ?? 0
          this.responseText = text
          this.rawHeaders = Object.entries(response.headers).map(([name, value]) => `${name}: ${String(value)}`).join('\r\n')
          this.onload?.({})
        })
      })
      for (let sent = 0; sent < bytes.byteLength; ) {
        const next = Math.min(bytes.byteLength, sent + 64 * 1024)
        request.write(bytes.subarray(sent, next))
        sent = next
        this.upload.onprogress?.({ loaded: sent, total: bytes.byteLength, lengthComputable: true })
      }
      request.end()
    })()
  }
}

/** A file the browser cannot read (moved or locked since it was picked). */
class LockedFile extends File {
  override slice(): Blob {
    return { arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob
  }
}

let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]))
      const answer = uploadContractAnswer(request.url ?? '', headers, new Uint8Array(Buffer.concat(chunks)))
      if (answer === 'hang') return
      if (answer === 'drop') return request.socket.destroy()
      response.writeHead(answer.status, answer.headers)
      response.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('xhrUpload against the UploadPort contract', () => {
  uploadPortContract(() => ({
    port: xhrUpload(() => new SocketXhr()),
    origin,
    file: (bytes, name) => new File([new Uint8Array(bytes)], name),
    unreadableFile: () => new LockedFile(['x'], 'locked.pdf'),
  }))
})
