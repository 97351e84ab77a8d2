import { createActor, fromCallback } from 'xstate'
import { resumeUploadMachine, type UploadActorEvent } from '../../machines'
import type { UploadFile } from '../../core/ports'
import { START, profile, sessionToken } from '../seeds'
import type { Scenario } from '../scenario'
import type { World } from '../world'

const RESUME_PDF: UploadFile = { name: 'ada-lovelace-resume.pdf', size: 240_000, type: 'application/pdf' }
const STORED = { id: 'resume-1', fileName: RESUME_PDF.name, uploadedAt: new Date(START).toISOString(), active: true, kind: 'pdf', size: RESUME_PDF.size }

/** An uploader on the simulated clock: half the bytes after 1 s, the stored resume after 2 s; cancel stops it. */
const uploadOnTheClock = (world: World) =>
  fromCallback<UploadActorEvent, { readonly file: UploadFile }>(({ sendBack, input }) => {
    const half = world.clock.setTimeout(() => sendBack({ type: 'upload.progress', sent: input.file.size / 2, total: input.file.size }), 1_000)
    const done = world.clock.setTimeout(() => sendBack({ type: 'upload.done', resume: { ...STORED, kind: 'pdf' } }), 2_000)
    return () => {
      world.clock.clearTimeout(half)
      world.clock.clearTimeout(done)
    }
  })

/**
 * Ada is signed in; the resumes page lists nothing yet; the upload flow runs alone on the simulated clock (the page's
 * own field is not bound to it: its screen shows the page at rest, as for the form-submission scenarios).
 */
const start = (world: World) => {
  world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
  const machine = resumeUploadMachine.provide({ actors: { uploadResume: uploadOnTheClock(world) } })
  createActor(machine, { clock: world.clock, inspect: world.inspect }).start()
}

export const resumeUploadScenarios: Scenario[] = [
  {
    id: 'resumeUpload.uploaded',
    machine: 'resumeUpload',
    title: 'Uploading a resume',
    description: 'Ada picks her PDF: the bar shows half the bytes sent after a second, then the stored resume.',
    path: '/settings/professional/resume',
    start,
    steps: [{ send: { type: 'user.filePicked', file: RESUME_PDF } }, { advance: 1_000 }, { advance: 1_000 }],
    payloads: { 'user.filePicked': { file: RESUME_PDF } },
  },
  {
    id: 'resumeUpload.cancelled',
    machine: 'resumeUpload',
    title: 'Cancelling an upload',
    description: 'Ada picks her PDF and cancels half way: the flow offers to try again.',
    path: '/settings/professional/resume',
    start,
    steps: [{ send: { type: 'user.filePicked', file: RESUME_PDF } }, { advance: 1_000 }, { send: { type: 'user.cancelled' } }],
  },
]
