import { describe, expect, it } from 'vitest'
import { createTestClock, json, memoryFile, memoryHttp, memoryStorage, memoryUpload } from '../../../adapters/memory/index'
import { createApi } from '../../../core/api'
import { createResumesRuntime, RESUME_UPLOAD_METHOD_KEY } from '../../../machines/resumes/resumesRuntime'
import type { ResumeUploadActor } from '../../../machines/resumes/resumeUpload.machine'
import { resume } from './resumeUpload.properties'

const settled = (actor: ResumeUploadActor, state: string) =>
  new Promise<void>((resolve) => {
    const check = () => actor.getSnapshot().matches(state as never) && resolve()
    actor.subscribe(check)
    check()
  })

const config = () => ({ apiUrl: 'https://api.test', jaxApiUrl: 'https://jax.test' })

function runtime(answer: Parameters<typeof memoryUpload>[0], method?: string, http = memoryHttp().on('GET', '/rest/resumes/upload-options', () => json(200, { s3: false }))) {
  const storage = memoryStorage()
  if (method !== undefined) storage.local.set(RESUME_UPLOAD_METHOD_KEY, method)
  const upload = memoryUpload(answer, 1000)
  const transport = createApi({ http, clock: createTestClock(), session: storage.session, config, locale: () => 'en-US', token: async () => 'jwt', taint: () => false, notify: () => {} })
  const resumes = createResumesRuntime({ transport, upload, storage, config, locale: () => 'en-US', token: async () => 'jwt' })
  return { resumes, upload, storage }
}

describe('the resume upload flow on the memory upload port', () => {
  it('reports bytes sent and ends with the stored resume', async () => {
    const { resumes, upload } = runtime(() => json(201, resume))
    const actor = resumes.startUpload()
    const seen: number[] = []
    actor.subscribe((snapshot) => seen.push(snapshot.context.progress.sent))
    actor.send({ type: 'user.filePicked', file: memoryFile('cv.pdf', new Uint8Array(5000)) })
    await settled(actor, 'done')
    expect(actor.getSnapshot().context.resume).toEqual(resume)
    expect(seen).toEqual(expect.arrayContaining([1000, 2000, 3000, 4000, 5000]))
    expect(upload.received[0]?.request.headers).toMatchObject({ Authorization: 'Bearer jwt', 'X-File-Name': 'cv.pdf' })
  })

  it('cancel aborts the request; retry sends the file again', async () => {
    let calls = 0
    const { resumes } = runtime(() => (++calls === 1 ? 'hang' : json(201, resume)))
    const actor = resumes.startUpload()
    actor.send({ type: 'user.filePicked', file: memoryFile('cv.pdf', new Uint8Array(10)) })
    await new Promise((resolve) => setTimeout(resolve, 20))
    actor.send({ type: 'user.cancelled' })
    expect(actor.getSnapshot().value).toBe('cancelled')
    actor.send({ type: 'user.retried' })
    await settled(actor, 'done')
    expect(calls).toBe(2)
  })

  it('a lost connection fails with a retry; a refused file and an unreadable one without', async () => {
    const { resumes } = runtime(() => 'drop')
    const lost = resumes.startUpload()
    lost.send({ type: 'user.filePicked', file: memoryFile('cv.pdf', new Uint8Array(10)) })
    await settled(lost, 'failed')
    expect(lost.getSnapshot().context.failure).toEqual({ message: { id: 'resumes.error.network' }, retry: true })

    const refused = runtime(() => json(415, { error: { code: 'resume.unsupportedType', message: 'no' } })).resumes.startUpload()
    refused.send({ type: 'user.filePicked', file: memoryFile('setup.pdf', new Uint8Array(10)) })
    await settled(refused, 'failed')
    expect(refused.getSnapshot().context.failure?.message.id).toBe('resumes.error.unsupportedType')

    const unreadable = resumes.startUpload()
    unreadable.send({ type: 'user.filePicked', file: memoryFile('locked.pdf', null) })
    await settled(unreadable, 'failed')
    expect(unreadable.getSnapshot().context.failure).toEqual({ message: { id: 'resumes.error.unreadable' }, retry: false })
  })

  it('an invalid resumeUploadMethod is refused with the spec message before anything is sent', async () => {
    const { resumes, upload } = runtime(() => json(201, resume), JSON.stringify('ftp'))
    const actor = resumes.startUpload()
    actor.send({ type: 'user.filePicked', file: memoryFile('cv.pdf', new Uint8Array(10)) })
    await settled(actor, 'failed')
    expect(actor.getSnapshot().context.failure?.message).toEqual({ id: 'resumes.error.uploadMethod', values: { value: 'ftp' } })
    expect(upload.received).toHaveLength(0)
  })

  it('auto with s3 offered: a ticket, the bytes PUT to the presigned URL with progress, then complete', async () => {
    const http = memoryHttp()
      .on('GET', '/rest/resumes/upload-options', () => json(200, { s3: true }))
      .on('POST', '/rest/resumes/uploads', () => json(201, { id: 't1', url: 'https://store.test/bucket/incoming/k?X-Amz-Signature=s', headers: { 'Content-Type': 'application/octet-stream' }, expiresAt: '2026-11-21T12:15:00.000Z' }))
      .on('POST', '/rest/resumes/uploads/:id/complete', (_, params) => json(params.id === 't1' ? 201 : 404, resume))
    const { resumes, upload } = runtime(() => json(200, ''), undefined, http)
    const actor = resumes.startUpload()
    const seen: number[] = []
    actor.subscribe((snapshot) => seen.push(snapshot.context.progress.sent))
    actor.send({ type: 'user.filePicked', file: memoryFile('cv.pdf', new Uint8Array(3000)) })
    await settled(actor, 'done')
    expect(actor.getSnapshot().context.resume).toEqual(resume)
    expect(upload.received[0]?.request).toMatchObject({ method: 'PUT', url: 'https://store.test/bucket/incoming/k?X-Amz-Signature=s', headers: { 'Content-Type': 'application/octet-stream' } })
    expect(upload.received[0]?.request.headers, 'the bearer token never goes to the store').not.toHaveProperty('Authorization')
    expect(seen).toEqual(expect.arrayContaining([1000, 2000, 3000]))
    expect(http.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['GET /rest/resumes/upload-options', 'POST /rest/resumes/uploads', 'POST /rest/resumes/uploads/t1/complete'])
  })

  it('s3 refused by the server on complete says why (a renamed .exe); s3 not offered says so; api goes to jaxApiUrl, rest to apiUrl', async () => {
    const http = memoryHttp()
      .on('GET', '/rest/resumes/upload-options', () => json(200, { s3: true }))
      .on('POST', '/rest/resumes/uploads', () => json(201, { id: 't2', url: 'https://store.test/b/incoming/x', headers: { 'Content-Type': 'application/octet-stream' }, expiresAt: '2026-11-21T12:15:00.000Z' }))
      .on('POST', '/rest/resumes/uploads/:id/complete', () => json(415, { error: { code: 'resume.unsupportedType', message: 'no' } }))
    const refused = runtime(() => json(200, ''), '"s3"', http).resumes.startUpload()
    refused.send({ type: 'user.filePicked', file: memoryFile('setup.pdf', new Uint8Array(10)) })
    await settled(refused, 'failed')
    expect(refused.getSnapshot().context.failure).toEqual({ message: { id: 'resumes.error.unsupportedType' }, retry: false })

    const unavailable = runtime(() => json(201, resume), '"s3"').resumes.startUpload()
    unavailable.send({ type: 'user.filePicked', file: memoryFile('cv.pdf', new Uint8Array(10)) })
    await settled(unavailable, 'failed')
    expect(unavailable.getSnapshot().context.failure?.message.id).toBe('resumes.error.s3Unavailable')

    for (const [method, host] of [['"api"', 'https://jax.test/rest/resumes'], ['"rest"', 'https://api.test/rest/resumes'], ['"auto"', 'https://api.test/rest/resumes']] as const) {
      const { resumes, upload } = runtime(() => json(201, resume), method)
      const actor = resumes.startUpload()
      actor.send({ type: 'user.filePicked', file: memoryFile('cv.pdf', new Uint8Array(10)) })
      await settled(actor, 'done')
      expect(upload.received[0]?.request).toMatchObject({ method: 'POST', url: host })
    }
  })

  it('the setting is stored as the spec\'s stored value; auto removes it', () => {
    const { resumes, storage } = runtime(() => json(201, resume))
    expect(resumes.uploadMethod()).toBe('auto')
    resumes.setUploadMethod('api')
    expect(storage.local.get(RESUME_UPLOAD_METHOD_KEY)).toBe('"api"')
    expect(resumes.uploadMethod()).toBe('api')
    resumes.setUploadMethod('auto')
    expect(storage.local.get(RESUME_UPLOAD_METHOD_KEY)).toBeNull()
    storage.local.set(RESUME_UPLOAD_METHOD_KEY, '"ftp"')
    expect(resumes.uploadMethod()).toBe('auto')
  })
})
