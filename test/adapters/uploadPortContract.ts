import { expect, it } from 'vitest'
import type { UploadFile, UploadPort, UploadProgress } from '../../core/ports/upload'

/** The reference server's answer to an upload, by path: an answer, 'hang' (never answers) or 'drop' (cuts the connection). */
export const uploadContractAnswer = (path: string, headers: Readonly<Record<string, string>>, body: Uint8Array) => {
  const json = (status: number, value: unknown) => ({ status, headers: { 'content-type': 'application/json', 'x-contract': 'yes' }, body: JSON.stringify(value) })
  if (path === '/upload') return json(201, { bytes: body.byteLength, name: headers['x-file-name'] ?? null, authorization: headers['authorization'] ?? null, first: body[0] ?? null })
  if (path === '/refuse') return json(415, { error: { code: 'resume.unsupportedType', message: 'Only PDF and DOCX files are accepted.' } })
  if (path === '/hang') return 'hang' as const
  return 'drop' as const
}

/** What a contract run needs: the port, where the reference server answers, and files of the adapter's kind. */
export interface UploadContractSubject {
  readonly port: UploadPort
  readonly origin: string
  file(bytes: Uint8Array, name: string): UploadFile
  unreadableFile(): UploadFile
}

const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, index) => (index * 7 + 1) % 256)

/**
 * The UploadPort contract: the whole file arrives with the headers, progress climbs to sent === total, a refusal
 * resolves with its status, a dropped connection rejects 'network', an abort rejects 'aborted' (before or during),
 * an unreadable file rejects 'unreadable' without a request.
 */
export function uploadPortContract(subject: () => UploadContractSubject): void {
  it('sends the whole file with its headers and answers status, headers and body', async () => {
    const { port, origin, file } = subject()
    const progress: UploadProgress[] = []
    const answer = await port.upload({
      method: 'POST',
      url: `${origin}/upload`,
      headers: { 'X-File-Name': 'cv.pdf', Authorization: 'Bearer t' },
      file: file(bytesOf(300_000), 'cv.pdf'),
      onProgress: (step) => progress.push(step),
    })
    expect(answer.status).toBe(201)
    expect(answer.headers['x-contract']).toBe('yes')
    expect(JSON.parse(answer.body)).toEqual({ bytes: 300_000, name: 'cv.pdf', authorization: 'Bearer t', first: 1 })
    expect(progress.at(-1)).toEqual({ sent: 300_000, total: 300_000 })
    for (let index = 1; index < progress.length; index++) expect(progress[index]!.sent).toBeGreaterThanOrEqual(progress[index - 1]!.sent)
  })

  it('resolves with a refusal status', async () => {
    const { port, origin, file } = subject()
    const answer = await port.upload({ method: 'POST', url: `${origin}/refuse`, headers: {}, file: file(bytesOf(10), 'x.exe') })
    expect(answer.status).toBe(415)
  })

  it('rejects "network" when the connection drops', async () => {
    const { port, origin, file } = subject()
    await expect(port.upload({ method: 'POST', url: `${origin}/drop`, headers: {}, file: file(bytesOf(10), 'a.pdf') })).rejects.toMatchObject({ reason: 'network' })
  })

  it('rejects "aborted" when aborted while waiting, and at once when aborted before', async () => {
    const { port, origin, file } = subject()
    const controller = new AbortController()
    const pending = port.upload({ method: 'POST', url: `${origin}/hang`, headers: {}, file: file(bytesOf(10), 'a.pdf'), signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    await expect(pending).rejects.toMatchObject({ reason: 'aborted' })
    await expect(port.upload({ method: 'POST', url: `${origin}/upload`, headers: {}, file: file(bytesOf(10), 'a.pdf'), signal: AbortSignal.abort() })).rejects.toMatchObject({ reason: 'aborted' })
  })

  it('rejects "unreadable" for a file that cannot be read', async () => {
    const { port, origin, unreadableFile } = subject()
    await expect(port.upload({ method: 'POST', url: `${origin}/upload`, headers: {}, file: unreadableFile() })).rejects.toMatchObject({ reason: 'unreadable' })
  })
}
