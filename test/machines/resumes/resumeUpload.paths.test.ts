import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { resumeUploadMachine, type ResumeUploadEvent } from '../../../machines/resumes/resumeUpload.machine'
import { fileOf, resume } from './resumeUpload.properties'

const namedEvents: Record<string, ResumeUploadEvent> = {
  pick: { type: 'user.filePicked', file: fileOf(100) },
  half: { type: 'upload.progress', sent: 50, total: 100 },
  done: { type: 'upload.done', resume },
  lost: { type: 'upload.failed', problem: { message: { id: 'resumes.error.network' }, retry: true } },
  refused: { type: 'upload.failed', problem: { message: { id: 'resumes.error.unsupportedType' }, retry: false } },
  cancel: { type: 'user.cancelled' },
  retry: { type: 'user.retried' },
  dismiss: { type: 'user.dismissed' },
}
const nameOf = (event: unknown) => Object.entries(namedEvents).find(([, candidate]) => candidate === event)?.[0] ?? '?'
type Snapshot = ReturnType<typeof resumeUploadMachine.resolveState>
const serializeState = (snapshot: Snapshot) =>
  `${JSON.stringify(snapshot.value)} ${snapshot.context.progress.sent}/${snapshot.context.progress.total}${snapshot.context.failure ? ` ${snapshot.context.failure.message.id}` : ''}`
const paths = getShortestPaths(resumeUploadMachine, { events: Object.values(namedEvents), serializeState })
const stepsOf = (path: (typeof paths)[number]) => path.steps.slice(1).map(({ event }) => nameOf(event)).join(' > ')

describe('resume upload paths (xstate/graph)', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(Object.keys(resumeUploadMachine.root.states).sort())
  })

  it('reaches each outcome by the expected shortest path', () => {
    const byEnd = Object.fromEntries(paths.map((path) => [serializeState(path.state), stepsOf(path)]))
    expect(byEnd).toEqual({
      '"idle" 0/0': '',
      '"uploading" 0/100': 'pick',
      '"uploading" 50/100': 'pick > half',
      '"done" 0/100': 'pick > done',
      '"failed" 0/100 resumes.error.network': 'pick > lost',
      '"failed" 0/100 resumes.error.unsupportedType': 'pick > refused',
      '"cancelled" 0/100': 'pick > cancel',
      '"done" 50/100': 'pick > half > done',
      '"failed" 50/100 resumes.error.network': 'pick > half > lost',
      '"failed" 50/100 resumes.error.unsupportedType': 'pick > half > refused',
      '"cancelled" 50/100': 'pick > half > cancel',
      '"idle" 0/100': 'pick > done > dismiss',
      '"idle" 50/100': 'pick > half > done > dismiss',
    })
  })

  it('a refused file cannot be retried; a lost connection can', () => {
    const refused = paths.find((path) => stepsOf(path) === 'pick > refused')!
    expect(transition(resumeUploadMachine, refused.state, namedEvents.retry!)[0].value).toBe('failed')
    const lost = paths.find((path) => stepsOf(path) === 'pick > lost')!
    expect(transition(resumeUploadMachine, lost.state, namedEvents.retry!)[0].value).toBe('uploading')
  })
})
