import { describe, expect, it } from 'vitest'
import { memoryFile, memoryUpload, memoryStorage, json } from '../../../adapters/memory/index'
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

function runtime(answer: Parameters<typeof memoryUpload>[0], method?: string) {
  const storage = memoryStorage()
  if (method !== undefined) storage.local.set(RESUME_UPLOAD_METHOD_KEY, method)
  const upload = memoryUpload(answer, 1000)
  const transport = createApi({} as never)
  const resumes = createResumesRuntime({ transport, upload, storage, config: () => ({ apiUrl: 'https://api.test', jaxApiUrl: 'https://api.test' }), locale: () => 'en-US', token: async () => 'jwt' })
  return { resumes, upload }
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
})
